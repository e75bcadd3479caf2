# IsaproofGenerate.cmake - isaproof_generate(), for projects that embed a
# decoder generated from an isaspec description.
#
#   isaproof_generate(TARGET mydec ISA path/to/isa.xml PREFIX mydec
#                     [OUTPUT_DIR dir] [VERIFY] [COMPACT] [GEN_ARGS arg...]
#                     [EXECUTABLE path/to/isaproof])
#
# Makes a static library target TARGET from the generated PREFIX.c, with
# PREFIX.h on its public include path.  The sources are regenerated when
# the description or any file it imports changes (isaproof writes a
# depfile), or when isaproof itself is rebuilt (inside isaproof's own
# tree).  VERIFY also proves the decision trees at generation time (the
# build fails if a tree is refuted or not proved).  COMPACT passes
# --compact (displays as data: smaller code, more instructions per word).
# GEN_ARGS go to
# `isaproof gen` as they are (e.g. --decoder NAME for a .bin_fmt file).
#
# The isaproof executable is EXECUTABLE when given, else the `isaproof`
# target when it exists (in isaproof's own build), else
# ISAPROOF_EXECUTABLE, else found on PATH.
cmake_minimum_required(VERSION 3.20)

function(isaproof_generate)
  cmake_parse_arguments(ARG "VERIFY;COMPACT" "TARGET;ISA;PREFIX;OUTPUT_DIR;EXECUTABLE" "GEN_ARGS"
                        ${ARGN})
  if(NOT ARG_TARGET OR NOT ARG_ISA)
    message(FATAL_ERROR "isaproof_generate: TARGET and ISA are required")
  endif()
  if(NOT ARG_PREFIX)
    set(ARG_PREFIX ${ARG_TARGET})
  endif()
  if(NOT ARG_OUTPUT_DIR)
    set(ARG_OUTPUT_DIR ${CMAKE_CURRENT_BINARY_DIR}/${ARG_TARGET}-gen)
  endif()
  get_filename_component(isa "${ARG_ISA}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")

  if(ARG_EXECUTABLE)
    set(exe ${ARG_EXECUTABLE})
    set(exe_dep ${ARG_EXECUTABLE})
  elseif(TARGET isaproof)
    set(exe $<TARGET_FILE:isaproof>)
    set(exe_dep isaproof)
  else()
    if(NOT ISAPROOF_EXECUTABLE)
      find_program(ISAPROOF_EXECUTABLE isaproof REQUIRED)
    endif()
    set(exe ${ISAPROOF_EXECUTABLE})
    set(exe_dep ${ISAPROOF_EXECUTABLE})
  endif()

  set(out_c ${ARG_OUTPUT_DIR}/${ARG_PREFIX}.c)
  set(out_h ${ARG_OUTPUT_DIR}/${ARG_PREFIX}.h)
  set(dep ${ARG_OUTPUT_DIR}/${ARG_PREFIX}.d)
  set(verify)
  if(ARG_VERIFY)
    set(verify --verify)
  endif()
  if(ARG_COMPACT)
    list(APPEND verify --compact)
  endif()
  file(MAKE_DIRECTORY ${ARG_OUTPUT_DIR})
  add_custom_command(
    OUTPUT ${out_c} ${out_h}
    COMMAND ${exe} gen ${isa} -o ${ARG_OUTPUT_DIR} --prefix ${ARG_PREFIX} --depfile ${dep} ${verify} ${ARG_GEN_ARGS}
    # gen leaves unchanged files alone; touch them so make sees them current
    COMMAND ${CMAKE_COMMAND} -E touch_nocreate ${out_c} ${out_h}
    DEPENDS ${isa} ${exe_dep}
    DEPFILE ${dep}
    COMMENT "isaproof gen ${ARG_ISA} -> ${ARG_PREFIX}.c"
    VERBATIM)
  add_library(${ARG_TARGET} STATIC ${out_c} ${out_h})
  target_include_directories(${ARG_TARGET} PUBLIC ${ARG_OUTPUT_DIR})
  set_target_properties(${ARG_TARGET} PROPERTIES C_STANDARD 99 C_STANDARD_REQUIRED ON
                                                 C_EXTENSIONS OFF)
endfunction()
