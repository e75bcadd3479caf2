# manpage.cmake - write the man pages from the built binary's own --help
# texts, so the pages and --help can never say different things.
#
#   cmake -DEXE=path/to/isaproof -DOUTDIR=man -DVERSION=0.1.0 -DAWK=awk
#         -DEXAMPLES=docs/examples.md -DDOCDIR=PREFIX/share/doc/isaproof
#         -P manpage.cmake
#
# OUTDIR gets isaproof.1 (the overview: `isaproof --help`, its commands and
# options) and one isaproof-COMMAND.1 per command listed under "commands:"
# in that text, as git has git-commit(1): SYNOPSIS, DESCRIPTION, OPTIONS
# and EXIT STATUS from `isaproof COMMAND --help`, EXAMPLES from the
# command's section of docs/examples.md (whose examples the docs test runs).
# cmake/manpage.awk turns the texts into roff.  Pages of commands that no
# longer exist are removed.
cmake_minimum_required(VERSION 3.20)

foreach(v EXE OUTDIR VERSION AWK EXAMPLES DOCDIR)
  if(NOT DEFINED ${v})
    message(FATAL_ERROR "manpage.cmake: give -D${v}=...")
  endif()
endforeach()

# help_to(FILE ARGS...): `EXE ARGS --help` into FILE
function(help_to file)
  execute_process(COMMAND ${EXE} ${ARGN} --help
                  OUTPUT_FILE ${file} RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "manpage.cmake: '${EXE} ${ARGN} --help' exited ${rc}: ${err}")
  endif()
endfunction()

# page(NAME HELP_FILE OUT): one page through manpage.awk, written to a
# temporary name and renamed, so a failed run leaves no half page
function(page name help out)
  execute_process(COMMAND ${AWK} -v page=${name} -v version=${VERSION} -v docdir=${DOCDIR}
                          -f ${CMAKE_CURRENT_LIST_DIR}/manpage.awk ${main_help} ${help} ${EXAMPLES}
                  OUTPUT_FILE ${out}.tmp RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    file(REMOVE ${out}.tmp)
    message(FATAL_ERROR "manpage.cmake: the page of '${name}' (${AWK} exited ${rc}): ${err}")
  endif()
  file(RENAME ${out}.tmp ${out})
endfunction()

file(MAKE_DIRECTORY ${OUTDIR})
set(main_help ${OUTDIR}/help.txt)
help_to(${main_help})
file(READ ${main_help} main)

# the commands, as `isaproof --help` lists them ("  NAME ARGS  what it does"
# between "commands:" and the next blank line)
string(REGEX MATCH "\ncommands:\n[^\n]*(\n  [^\n]*)*" cmd_block "${main}")
string(REGEX MATCHALL "\n  [a-z][a-z0-9-]*" cmd_lines "${cmd_block}")
set(commands)
foreach(l ${cmd_lines})
  string(STRIP "${l}" c)
  list(APPEND commands ${c})
endforeach()
if(NOT commands)
  message(FATAL_ERROR "manpage.cmake: no commands found in '${EXE} --help'")
endif()

set(written ${OUTDIR}/isaproof.1)
page(isaproof ${main_help} ${OUTDIR}/isaproof.1)
foreach(c ${commands})
  set(help ${OUTDIR}/help-${c}.txt)
  help_to(${help} ${c})
  page(${c} ${help} ${OUTDIR}/isaproof-${c}.1)
  file(REMOVE ${help})
  list(APPEND written ${OUTDIR}/isaproof-${c}.1)
endforeach()
file(REMOVE ${main_help})

file(GLOB pages ${OUTDIR}/*.1)
foreach(p ${pages})
  if(NOT p IN_LIST written)
    file(REMOVE ${p})
  endif()
endforeach()
