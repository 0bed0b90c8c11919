# The release's version for find_package(sbetool X.Y CONFIG): compatible with a request of the same major
# version that is not newer (for 0.x, the same minor version too, as 0.x releases may change anything).
# Written by the build from the parent pom's version, without a qualifier such as -SNAPSHOT.
set(PACKAGE_VERSION "@project.version@")
string(REGEX REPLACE "-.*$" "" PACKAGE_VERSION "${PACKAGE_VERSION}")
if(PACKAGE_FIND_VERSION VERSION_GREATER PACKAGE_VERSION)
    set(PACKAGE_VERSION_COMPATIBLE FALSE)
else()
    string(REGEX MATCH "^[0-9]+" _sbetool_major "${PACKAGE_VERSION}")
    string(REGEX MATCH "^[0-9]+\\.[0-9]+" _sbetool_minor "${PACKAGE_VERSION}")
    if(NOT "${PACKAGE_FIND_VERSION_MAJOR}" STREQUAL "${_sbetool_major}")
        set(PACKAGE_VERSION_COMPATIBLE FALSE)
    elseif(_sbetool_major STREQUAL "0" AND
           NOT "${PACKAGE_FIND_VERSION_MAJOR}.${PACKAGE_FIND_VERSION_MINOR}" STREQUAL "${_sbetool_minor}")
        set(PACKAGE_VERSION_COMPATIBLE FALSE)
    else()
        set(PACKAGE_VERSION_COMPATIBLE TRUE)
        if(PACKAGE_FIND_VERSION STREQUAL PACKAGE_VERSION)
            set(PACKAGE_VERSION_EXACT TRUE)
        endif()
    endif()
    unset(_sbetool_major)
    unset(_sbetool_minor)
endif()
