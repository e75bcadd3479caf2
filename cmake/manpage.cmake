# manpage.cmake - write isaproof(1) from the built binary's own --help
# texts, so the page and --help can never say different things.
#
#   cmake -DEXE=path/to/isaproof -DOUT=isaproof.1 -DVERSION=0.1.0 -P manpage.cmake
#
# The page is: NAME, SYNOPSIS, DESCRIPTION (`isaproof --help`), then one
# subsection per command listed under "commands:" in that text, holding
# `isaproof COMMAND --help` verbatim (no-fill), then EXIT STATUS and FILES.
cmake_minimum_required(VERSION 3.20)

foreach(v EXE OUT VERSION)
  if(NOT DEFINED ${v})
    message(FATAL_ERROR "manpage.cmake: give -D${v}=...")
  endif()
endforeach()

function(help_of out)
  execute_process(COMMAND ${EXE} ${ARGN} --help
                  OUTPUT_VARIABLE text RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "manpage.cmake: '${EXE} ${ARGN} --help' exited ${rc}: ${err}")
  endif()
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

# Text as roff sees it in no-fill mode: a backslash is \e, a minus is \-
# (an ASCII hyphen-minus in every output device, so options can be copied),
# and a line starting with a control character ('.' or ') is protected
# by \&.
function(roff_escape out text)
  string(REPLACE "\\" "\\e" text "${text}")
  string(REPLACE "-" "\\-" text "${text}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" text "${text}")
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

help_of(main)
roff_escape(main_roff "${main}")

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

set(page ".\\\" isaproof(1), generated from the isaproof --help texts by cmake/manpage.cmake: do not edit\n")
string(APPEND page ".TH ISAPROOF 1 \"\" \"isaproof ${VERSION}\" \"User Commands\"\n")
string(APPEND page ".SH NAME\nisaproof \\- prove, decode, encode and generate decoders from machine-readable ISA descriptions\n")
string(APPEND page ".SH SYNOPSIS\n.B isaproof\n.I COMMAND\n.RI [ OPTIONS ]\n.I ISA\n.RI [ ARGS ...]\n.br\n")
string(APPEND page ".B isaproof\n.B \\-\\-help\n|\n.B \\-\\-version\n.br\n.B isaproof\n.I COMMAND\n.B \\-\\-help\n")
string(APPEND page ".SH DESCRIPTION\n.nf\n${main_roff}.fi\n.SH COMMANDS\n")
foreach(c ${commands})
  help_of(text ${c})
  roff_escape(text_roff "${text}")
  string(APPEND page ".SS ${c}\n.nf\n${text_roff}.fi\n")
endforeach()
string(APPEND page ".SH EXIT STATUS\n0 ok, 1 findings, 2 bad input or usage (every command).\n")
string(APPEND page ".SH FILES\n.TP\n.I PREFIX/lib/cmake/isaproof/\nCMake package: \\fBfind_package(isaproof 0.1)\\fR, then \\fBisaproof_generate()\\fR.\n")
string(APPEND page ".TP\n.I PREFIX/share/bash\\-completion/completions/isaproof\nbash completion (commands and options read from \\fB\\-\\-help\\fR).\n")
file(WRITE ${OUT}.tmp "${page}")
file(RENAME ${OUT}.tmp ${OUT})
