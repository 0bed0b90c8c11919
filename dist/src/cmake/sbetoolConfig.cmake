# find_package(sbetool CONFIG) for a release of sbetool unpacked onto CMAKE_PREFIX_PATH (or found through
# sbetool_DIR): defines sbetool_generate_cpp() (see Sbetool.cmake beside this file), running the release's own
# bin/sbetool by default, and the imported executable sbetool::sbetool.
#
#   find_package(sbetool 0.1 CONFIG REQUIRED)
#   sbetool_generate_cpp(car_codecs SCHEMAS ${CMAKE_CURRENT_SOURCE_DIR}/car.xml)
#   target_link_libraries(my_program PRIVATE car_codecs)
get_filename_component(_sbetool_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
# Cache entries, not variables, so that a call in any directory sees them (the release found by a FetchContent'd
# archive is included in a directory of its own). Sbetool.cmake takes the launcher as SBETOOL_COMMAND's default
# and the jar as what "sbetool changed" means.
set(_SBETOOL_RELEASE_LAUNCHER "${_sbetool_prefix}/bin/sbetool" CACHE INTERNAL "bin/sbetool of the release found")
set(_SBETOOL_RELEASE_JAR "${_sbetool_prefix}/lib/sbetool.jar" CACHE INTERNAL "the jar bin/sbetool runs")
set(SBETOOL_EXECUTABLE "${_sbetool_prefix}/bin/sbetool")
if(NOT TARGET sbetool::sbetool)
    add_executable(sbetool::sbetool IMPORTED GLOBAL)
    set_target_properties(sbetool::sbetool PROPERTIES IMPORTED_LOCATION "${SBETOOL_EXECUTABLE}")
endif()
include("${CMAKE_CURRENT_LIST_DIR}/Sbetool.cmake")
unset(_sbetool_prefix)
