# manpage.awk - one man page, in roff, from isaproof's own --help texts and
# the examples page (run by cmake/manpage.cmake, which says how).
#
#   awk -v page=PAGE -v version=V -v docdir=DIR -f manpage.awk \
#       MAIN_HELP CMD_HELP EXAMPLES_MD
#
# PAGE is "isaproof" (the overview page, isaproof(1)) or a command name
# ("check": isaproof-check(1)).  MAIN_HELP is `isaproof --help`, CMD_HELP
# the command's `isaproof PAGE --help` (MAIN_HELP again for the overview),
# EXAMPLES_MD docs/examples.md, whose section "## PAGE" gives EXAMPLES.
#
# A --help text is read as: the usage lines (SYNOPSIS), then paragraphs of
# prose (DESCRIPTION; indented lines that are not options are kept as
# written), option lines "  -x, --opt ARG   what" with their indented
# continuation lines (OPTIONS), "Exit status: ..." up to the next blank or
# option line (EXIT STATUS).  In the overview, the lines under "commands:"
# become COMMANDS.  Nothing is written here that --help does not say, apart
# from the page's frame (NAME line of the overview, FILES, SEE ALSO).

# Text as roff sees it: a backslash is \e, a minus is \- (an ASCII
# hyphen-minus on every device, so options can be copied), and a line that
# starts with a control character ('.' or ') is protected by \&.
function roff(s) {
	gsub(/\\/, "\\e", s)
	gsub(/-/, "\\-", s)
	if (s ~ /^[.']/)
		s = "\\&" s
	return s
}

function trim(s) {
	sub(/^[ \t]+/, "", s)
	sub(/[ \t]+$/, "", s)
	return s
}

# out(section, text): append one roff line to a section's buffer
function out(sec, s) {
	buf[sec] = buf[sec] s "\n"
}

# Text in DESCRIPTION or EXAMPLES is either prose (filled, "p") or kept as
# written ("nf", indented).  para() starts a paragraph of prose, verbatim()
# a block kept as written; endblock() ends a verbatim block.
function endblock(sec) {
	if (cur[sec] == "nf")
		out(sec, ".fi\n.RE")
	cur[sec] = ""
}

function para(sec) {
	endblock(sec)
	if (buf[sec] != "")
		out(sec, ".PP")
	cur[sec] = "p"
}

function verbatim(sec) {
	endblock(sec)
	if (buf[sec] != "")
		out(sec, ".PP")
	out(sec, ".RS 4\n.nf")
	cur[sec] = "nf"
}

# An option line: "  -o DIR   what", "  --opt ARG  what", "  -h, --help  what"
function is_option(l) {
	return l ~ /^  -[-a-zA-Z]/
}

# A line of the command list, "  name ARGS        what it does": the texts
# all start in one column, that of the first line (where two blanks end its
# term); cmd_name, cmd_term and cmd_text are set.
function cmd_split(l,    n) {
	if (!cmd_col) {
		n = match(substr(l, 3), /  +/)
		cmd_col = 2 + n + RLENGTH
	}
	cmd_term = trim(substr(l, 3, cmd_col - 3))
	cmd_text = trim(substr(l, cmd_col))
	split(cmd_term, w, " ")
	cmd_name = w[1]
}

# One help text into the buffers SYN, DESC, OPT, EXIT, CMDS.
function help_line(l,    term, text, n, nw, i) {
	if (state == "usage") {
		if (l == "") {
			state = "body"
			return
		}
		# "usage: " and the indent of the lines under it (as wide)
		out("SYN", roff(substr(l, 8)))
		return
	}
	if (l == "") {
		if (state == "exit" || state == "opt" || state == "prose" || state == "verb")
			state = "body"
		blank = 1
		return
	}
	if (l == "commands:") {
		state = "cmds"
		return
	}
	if (l == "options:") {
		state = "body"
		return
	}
	if (state == "cmds") {
		if (l !~ /^  [a-z]/) {
			state = "body"
		} else {
			cmd_split(l)
			ncmd++
			cmdname[ncmd] = cmd_name
			out("CMDS", ".TP\n\\fB" roff(cmd_name) "\\fR" roff(substr(cmd_term, length(cmd_name) + 1)))
			out("CMDS", roff(cmd_text) "; see \\fBisaproof\\-" roff(cmd_name) "\\fR(1).")
			return
		}
	}
	if (is_option(l)) {
		# the term ends at two blanks, or where a long one leaves a single
		# blank: after the option and its upper-case arguments
		n = match(substr(l, 3), /  +/)
		if (n > 0 && n <= 26) {
			term = substr(l, 3, n - 1)
			text = trim(substr(l, 2 + n))
		} else {
			nw = split(trim(l), w, " ")
			term = w[1]
			for (i = 2; i <= nw && (w[i] ~ /^-/ || w[i] ~ /^[A-Z][A-Z0-9_]*$/); i++)
				term = term " " w[i]
			text = ""
			for (; i <= nw; i++)
				text = text (text == "" ? "" : " ") w[i]
		}
		out("OPT", ".TP\n.B " roff(term))
		if (text != "")
			out("OPT", roff(text))
		state = "opt"
		return
	}
	if (state == "opt" && l ~ /^     /) {
		out("OPT", roff(trim(l)))
		return
	}
	if (l ~ /^Exit status:/) {
		out("EXIT", roff(trim(substr(l, 13))))
		state = "exit"
		return
	}
	if (state == "exit" && l !~ /^ /) {
		out("EXIT", roff(l))
		return
	}
	if (l ~ /^ /) {
		if (blank || state != "verb")
			verbatim("DESC")
		out("DESC", roff(l))
		state = "verb"
	} else {
		if (blank || state != "prose")
			para("DESC")
		out("DESC", roff(l))
		state = "prose"
	}
	blank = 0
}

# The examples page: the section "## PAGE" holds prose and fenced blocks.
function example_line(l) {
	if (l ~ /^## /) {
		inpage = (substr(l, 4) == page)
		return
	}
	if (!inpage || l ~ /^# /)
		return
	if (l ~ /^```/) {
		if (fence)
			endblock("EX")
		else
			verbatim("EX")
		fence = !fence
		return
	}
	if (fence) {
		out("EX", roff(l))
		return
	}
	if (l == "") {
		exblank = 1
		return
	}
	if (exblank || cur["EX"] != "p")
		para("EX")
	# Markdown's `code` as bold
	while (match(l, /`[^`]*`/))
		l = substr(l, 1, RSTART - 1) "\001" substr(l, RSTART + 1, RLENGTH - 2) "\002" substr(l, RSTART + RLENGTH)
	l = roff(l)
	gsub(/\001/, "\\fB", l)
	gsub(/\002/, "\\fR", l)
	out("EX", l)
	exblank = 0
}

FNR == 1 {
	file++
	state = "usage"
	blank = 0
}

file == 1 && page != "isaproof" {
	# the overview's command list, for this command's NAME line
	if ($0 == "commands:")
		incmds = 1
	else if ($0 == "")
		incmds = 0
	else if (incmds && $0 ~ /^  [a-z]/) {
		cmd_split($0)
		all[++nall] = cmd_name
		if (cmd_name == page)
			summary = cmd_text
	}
	next
}

file == 1 && page == "isaproof" {
	help_line($0)
	next
}

file == 2 && page != "isaproof" {
	help_line($0)
	next
}

file == 3 {
	example_line($0)
}

END {
	endblock("DESC")
	if (page == "isaproof") {
		name = "isaproof"
		upper = "ISAPROOF"
		summary = "prove, decode, encode and generate decoders from machine-readable ISA descriptions"
	} else {
		name = "isaproof-" page
		upper = toupper(name)
		if (summary == "") {
			print "manpage.awk: '" page "' is not listed under commands: in isaproof --help" > "/dev/stderr"
			exit 2
		}
	}
	if (buf["EX"] == "") {
		print "manpage.awk: docs/examples.md has no section '## " page "'" > "/dev/stderr"
		exit 2
	}
	printf ".\\\" %s(1), generated from the isaproof --help texts and docs/examples.md\n", name
	printf ".\\\" by cmake/manpage.cmake: do not edit\n"
	printf ".TH %s 1 \"\" \"isaproof %s\" \"User Commands\"\n", roff(upper), version
	# left-aligned and never hyphenated: options and paths stay whole
	printf ".ad l\n.nh\n"
	printf ".SH NAME\n%s \\- %s\n", roff(name), roff(summary)
	printf ".SH SYNOPSIS\n.nf\n%s.fi\n", buf["SYN"]
	printf ".SH DESCRIPTION\n%s", buf["DESC"]
	if (page == "isaproof")
		printf ".SH COMMANDS\n%s", buf["CMDS"]
	if (buf["OPT"] != "")
		printf ".SH OPTIONS\n%s", buf["OPT"]
	printf ".SH EXIT STATUS\n%s", buf["EXIT"]
	printf ".SH EXAMPLES\n%s", buf["EX"]
	if (page == "isaproof") {
		printf ".SH FILES\n"
		printf ".TP\n.I PREFIX/lib/cmake/isaproof/\nCMake package: \\fBfind_package(isaproof 0.1)\\fR, then \\fBisaproof_generate()\\fR.\n"
		printf ".TP\n.I PREFIX/share/bash\\-completion/completions/isaproof\nbash completion (commands and options read from \\fB\\-\\-help\\fR).\n"
		printf ".TP\n.I %s/\nthe documentation: one page per description language and per command, the rules (\\fIrules.md\\fR), the output formats.\n", roff(docdir)
		printf ".SH SEE ALSO\n"
		for (i = 1; i <= ncmd; i++)
			printf "\\fBisaproof\\-%s\\fR(1)%s\n", roff(cmdname[i]), i < ncmd ? "," : ""
	} else {
		printf ".SH SEE ALSO\n\\fBisaproof\\fR(1)"
		for (i = 1; i <= nall; i++)
			if (all[i] != page)
				printf ", \\fBisaproof\\-%s\\fR(1)", roff(all[i])
		printf ";\n.I %s/\n", roff(docdir)
	}
}
