# isaproofConfig.cmake - find_package(isaproof) support: defines
# ISAPROOF_EXECUTABLE and isaproof_generate() (see IsaproofGenerate.cmake).
get_filename_component(_isaproof_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
if(NOT ISAPROOF_EXECUTABLE)
  find_program(ISAPROOF_EXECUTABLE isaproof HINTS "${_isaproof_prefix}/bin" NO_DEFAULT_PATH)
endif()
if(NOT ISAPROOF_EXECUTABLE)
  find_program(ISAPROOF_EXECUTABLE isaproof)
endif()
include("${CMAKE_CURRENT_LIST_DIR}/IsaproofGenerate.cmake")
set(isaproof_FOUND TRUE)
