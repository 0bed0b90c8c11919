# CMake support for sbetool's C++ codecs.
#
#   include(path/to/sbetool/cmake/Sbetool.cmake)
#   sbetool_generate_cpp(car_codecs SCHEMAS ${CMAKE_CURRENT_SOURCE_DIR}/car.xml [NAMESPACE cars::v1])
#   target_link_libraries(my_program PRIVATE car_codecs)
#
# sbetool_generate_cpp(<target> SCHEMAS <schema.xml>... [NAMESPACE <a::b>] [OUTPUT_DIR <dir>])
#   Runs sbetool at build time (again whenever a schema changes) and makes <target> an INTERFACE
#   library whose include directory holds the generated headers: #include "<namespace folder>/Car.h".
#   The headers are C++17 and need nothing but the standard library.
#
# Which sbetool runs: the SBETOOL_COMMAND cache variable, a list such as "java;-jar;/opt/sbetool.jar";
# by default the sbetool wrapper in the checkout this file belongs to.

set(SBETOOL_COMMAND "${CMAKE_CURRENT_LIST_DIR}/../sbetool" CACHE STRING
    "The command that runs sbetool, as a list: a path, or java;-jar;sbetool.jar")

function(sbetool_generate_cpp target)
    cmake_parse_arguments(PARSE_ARGV 1 ARG "" "NAMESPACE;OUTPUT_DIR" "SCHEMAS")
    if(NOT ARG_SCHEMAS)
        message(FATAL_ERROR "sbetool_generate_cpp(${target}): give at least one schema with SCHEMAS")
    endif()
    if(NOT ARG_OUTPUT_DIR)
        set(ARG_OUTPUT_DIR "${CMAKE_CURRENT_BINARY_DIR}/${target}")
    endif()
    set(options --target cpp --output-dir "${ARG_OUTPUT_DIR}")
    if(ARG_NAMESPACE)
        list(APPEND options --cpp-namespace "${ARG_NAMESPACE}")
    endif()
    # The headers' names depend on the schema, so a stamp file stands for them in the build graph.
    set(stamp "${ARG_OUTPUT_DIR}/.sbetool-stamp")
    add_custom_command(
        OUTPUT "${stamp}"
        COMMAND ${SBETOOL_COMMAND} ${options} ${ARG_SCHEMAS}
        COMMAND "${CMAKE_COMMAND}" -E touch "${stamp}"
        DEPENDS ${ARG_SCHEMAS}
        COMMENT "sbetool: generating C++ codecs for ${target}"
        VERBATIM)
    add_custom_target(${target}_sbetool DEPENDS "${stamp}")
    file(MAKE_DIRECTORY "${ARG_OUTPUT_DIR}")
    add_library(${target} INTERFACE)
    target_include_directories(${target} INTERFACE "${ARG_OUTPUT_DIR}")
    target_compile_features(${target} INTERFACE cxx_std_17)
    add_dependencies(${target} ${target}_sbetool)
endfunction()
