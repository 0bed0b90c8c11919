package io.sbetool.capture;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Where a libpcap file may be cut for decoding in independent parts (a Spark read's partitions), found as
 * {@code decode --threads} finds its chunks ({@link PcapChunks}): at record boundaries about every
 * {@code splitBytes}, never past the first record that carries TCP or an IP fragment, from which the rest
 * of the file is one part so that its flows and datagrams are reassembled whole. Each part is decoded with
 * {@link DecodeSession#decodeFileRange}.
 */
public final class PcapSplits
{
    private PcapSplits()
    {
    }

    /**
     * @return the boundaries of the parts, ascending: part {@code i} holds the records that start in
     * {@code [bounds[i], bounds[i + 1])}, the last ending at the file's size; null when the file is not
     * one to cut (not a libpcap file of Ethernet frames, or smaller than two parts), which is then
     * decoded whole.
     */
    public static long[] of(final Path path, final int splitBytes) throws IOException
    {
        try (PcapChunks chunks = PcapChunks.of(path, splitBytes))
        {
            if (chunks == null)
            {
                return null;
            }
            final List<Long> bounds = new ArrayList<>();
            bounds.add(chunks.position());
            while (chunks.hasNext())
            {
                final long end = chunks.next();
                if (end > bounds.get(bounds.size() - 1))
                {
                    bounds.add(end);
                }
            }
            final long size = path.toFile().length();
            if (bounds.get(bounds.size() - 1) < size)
            {
                // the records from the first TCP one on, decoded as one part
                bounds.add(size);
            }
            final long[] array = new long[bounds.size()];
            for (int i = 0; i < array.length; i++)
            {
                array[i] = bounds.get(i);
            }
            return array.length < 3 ? null : array;
        }
    }
}
