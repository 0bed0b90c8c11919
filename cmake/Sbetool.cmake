# CMake support for sbetool's C++ codecs.
#
#   include(path/to/sbetool/cmake/Sbetool.cmake)
#   sbetool_generate_cpp(car_codecs SCHEMAS ${CMAKE_CURRENT_SOURCE_DIR}/car.xml [NAMESPACE cars::v1])
#   target_link_libraries(my_program PRIVATE car_codecs)
#
# sbetool_generate_cpp(<target> SCHEMAS <schema.xml>... [NAMESPACE <a::b>] [OUTPUT_DIR <dir>])
#   Runs sbetool at build time and makes <target> an INTERFACE library whose include directory holds
#   the generated headers: #include "<namespace folder>/Car.h". The headers are C++17 and need nothing
#   but the standard library. They are generated again when a schema or sbetool itself changes.
#
# sbetool_generate(<target> TARGET <name> SCHEMAS <schema.xml>... [OPTIONS <option>...] [OUTPUT_DIR <dir>])
#   The same for any of sbetool's targets (sbetool --help lists them and their options): OPTIONS are
#   that target's command-line options as sbetool takes them, e.g. OPTIONS --cpp-namespace a::b, checked
#   by sbetool when it runs. sbetool_generate_cpp is sbetool_generate(... TARGET cpp ...).
#
# Which sbetool runs: the SBETOOL_COMMAND cache variable, a list such as "java;-jar;/opt/sbetool.jar";
# by default the sbetool wrapper in the checkout this file belongs to, or in a release (where
# find_package(sbetool CONFIG) includes this file) the release's bin/sbetool. See docs/install.md.
#
# What counts as "sbetool changed": the SBETOOL_DEPENDS cache variable, a list of files (e.g. the jar of
# your own SBETOOL_COMMAND); a folder in it (a build's class folder) stands for every file below it, as
# found when CMake configures. With the default wrapper, its jar (compiler/target/sbetool.jar) is added:
# one target, sbetool_jar, runs the wrapper once per build before any generation, so the jar is built
# (or rebuilt after the checkout's sources changed) by a single process even when Ninja runs several
# generate steps in parallel, and the jar need not exist at configure time. Generation reruns only
# when the jar's time stamp actually changed.

if(DEFINED _SBETOOL_RELEASE_LAUNCHER)
    set(_sbetool_default_command "${_SBETOOL_RELEASE_LAUNCHER}")
else()
    set(_sbetool_default_command "${CMAKE_CURRENT_LIST_DIR}/../sbetool")
endif()
set(SBETOOL_COMMAND "${_sbetool_default_command}" CACHE STRING
    "The command that runs sbetool, as a list: a path, or java;-jar;sbetool.jar")
unset(_sbetool_default_command)
set(SBETOOL_DEPENDS "" CACHE STRING
    "Files whose change makes sbetool generate again, as a list (the default wrapper's jar is added by itself)")
# Kept at file scope: inside the function CMAKE_CURRENT_LIST_DIR is the caller's folder. A cache entry, so that
# calls in other directories see it too (FetchContent includes the checkout in a directory of its own).
set(_SBETOOL_WRAPPER "${CMAKE_CURRENT_LIST_DIR}/../sbetool" CACHE INTERNAL "the checkout's sbetool wrapper")

# The files generation depends on, in <out_var>; with the default wrapper, also the target that makes its jar.
function(_sbetool_dependencies out_var)
    set(depends "")
    foreach(entry IN LISTS SBETOOL_DEPENDS)
        if(IS_DIRECTORY "${entry}")
            # A folder's own time stamp changes only when entries come or go, not when a class file is
            # rewritten: depend on the files themselves.
            file(GLOB_RECURSE files LIST_DIRECTORIES false "${entry}/*")
            list(APPEND depends ${files})
        else()
            list(APPEND depends "${entry}")
        endif()
    endforeach()
    if(SBETOOL_COMMAND STREQUAL _SBETOOL_WRAPPER)
        get_filename_component(jar "${_SBETOOL_WRAPPER}/../compiler/target/sbetool.jar" ABSOLUTE)
        if(NOT TARGET sbetool_jar)
            # Always out of date, so the wrapper checks its sources each build (it builds the jar only
            # when they are newer). BYPRODUCTS tells the generator that this target makes the jar:
            # Ninja then accepts a jar missing at configure time and, as the jar is a byproduct
            # (restat), reruns generation only when the wrapper really wrote a new one.
            # Its version on stdout would be noise in every build; the wrapper (a bash script, so sh is
            # there) reports a failed jar build on stderr, which stays.
            add_custom_target(sbetool_jar
                COMMAND sh -c "\"$@\" >/dev/null" sbetool ${SBETOOL_COMMAND} --version
                BYPRODUCTS "${jar}"
                COMMENT "sbetool: checking that its jar is up to date"
                VERBATIM)
        endif()
        list(APPEND depends "${jar}" sbetool_jar)
    elseif(DEFINED _SBETOOL_RELEASE_LAUNCHER AND SBETOOL_COMMAND STREQUAL _SBETOOL_RELEASE_LAUNCHER)
        # A release's jar is built already: it changes only when another release is unpacked over it.
        list(APPEND depends "${_SBETOOL_RELEASE_JAR}")
    endif()
    set(${out_var} ${depends} PARENT_SCOPE)
endfunction()

function(sbetool_generate target)
    cmake_parse_arguments(PARSE_ARGV 1 ARG "" "TARGET;OUTPUT_DIR" "SCHEMAS;OPTIONS")
    if(NOT ARG_TARGET)
        message(FATAL_ERROR "sbetool_generate(${target}): say what to generate with TARGET, e.g. TARGET cpp")
    endif()
    if(NOT ARG_SCHEMAS)
        message(FATAL_ERROR "sbetool_generate(${target}): give at least one schema with SCHEMAS")
    endif()
    if(NOT ARG_OUTPUT_DIR)
        set(ARG_OUTPUT_DIR "${CMAKE_CURRENT_BINARY_DIR}/${target}")
    endif()
    set(options --target "${ARG_TARGET}" --output-dir "${ARG_OUTPUT_DIR}" ${ARG_OPTIONS})
    _sbetool_dependencies(tool_depends)
    # The files' names depend on the schema, so a stamp file stands for them in the build graph.
    set(stamp "${ARG_OUTPUT_DIR}/.sbetool-stamp")
    add_custom_command(
        OUTPUT "${stamp}"
        COMMAND ${SBETOOL_COMMAND} ${options} ${ARG_SCHEMAS}
        COMMAND "${CMAKE_COMMAND}" -E touch "${stamp}"
        DEPENDS ${ARG_SCHEMAS} ${tool_depends}
        COMMENT "sbetool: generating ${ARG_TARGET} for ${target}"
        VERBATIM)
    add_custom_target(${target}_sbetool DEPENDS "${stamp}")
    file(MAKE_DIRECTORY "${ARG_OUTPUT_DIR}")
    add_library(${target} INTERFACE)
    target_include_directories(${target} INTERFACE "${ARG_OUTPUT_DIR}")
    add_dependencies(${target} ${target}_sbetool)
endfunction()

function(sbetool_generate_cpp target)
    cmake_parse_arguments(PARSE_ARGV 1 ARG "" "NAMESPACE;OUTPUT_DIR" "SCHEMAS")
    if(NOT ARG_SCHEMAS)
        message(FATAL_ERROR "sbetool_generate_cpp(${target}): give at least one schema with SCHEMAS")
    endif()
    set(options "")
    if(ARG_NAMESPACE)
        list(APPEND options --cpp-namespace "${ARG_NAMESPACE}")
    endif()
    set(output_dir "")
    if(ARG_OUTPUT_DIR)
        set(output_dir OUTPUT_DIR "${ARG_OUTPUT_DIR}")
    endif()
    sbetool_generate(${target} TARGET cpp SCHEMAS ${ARG_SCHEMAS} OPTIONS ${options} ${output_dir})
    target_compile_features(${target} INTERFACE cxx_std_17)
endfunction()
