#[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct OptionalExtras(pub u8);

impl OptionalExtras {
    #[inline]
    pub fn new(value: u8) -> Self {
        Self(value)
    }

    /// Clears every choice.
    #[inline]
    pub fn clear(&mut self) -> &mut Self {
        self.0 = 0;
        self
    }

    #[inline]
    pub fn get_sun_roof(&self) -> bool {
        (self.0 & 0x1) != 0
    }

    #[inline]
    pub fn set_sun_roof(&mut self, value: bool) -> &mut Self {
        if value {
            self.0 |= 0x1;
        } else {
            self.0 &= !0x1;
        }
        self
    }

    #[inline]
    pub fn get_sports_pack(&self) -> bool {
        (self.0 & 0x2) != 0
    }

    #[inline]
    pub fn set_sports_pack(&mut self, value: bool) -> &mut Self {
        if value {
            self.0 |= 0x2;
        } else {
            self.0 &= !0x2;
        }
        self
    }

    #[inline]
    pub fn get_cruise_control(&self) -> bool {
        (self.0 & 0x4) != 0
    }

    #[inline]
    pub fn set_cruise_control(&mut self, value: bool) -> &mut Self {
        if value {
            self.0 |= 0x4;
        } else {
            self.0 &= !0x4;
        }
        self
    }
}

impl core::fmt::Debug for OptionalExtras {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let mut out = f.debug_struct("OptionalExtras");
        out.field("sun_roof", &self.get_sun_roof());
        out.field("sports_pack", &self.get_sports_pack());
        out.field("cruise_control", &self.get_cruise_control());
        out.finish()
    }
}
