# bash completion for isaproof.
#
# Installed as PREFIX/share/bash-completion/completions/isaproof.  It knows
# nothing by heart: the commands come from `isaproof --help` and each
# command's options (and what their values are) from `isaproof CMD --help`,
# so it follows the binary it completes for.

# the --help text of "$@" (the isaproof being completed, maybe a command)
_isaproof_help()
{
	"${_isaproof_exe:-isaproof}" "$@" --help 2>/dev/null
}

_isaproof()
{
	local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
	local _isaproof_exe=${COMP_WORDS[0]}
	COMPREPLY=()
	if ((COMP_CWORD == 1)); then
		local cmds
		cmds=$(_isaproof_help | sed -n '/^commands:/,/^$/s/^  \([a-z][a-z0-9-]*\) .*/\1/p')
		mapfile -t COMPREPLY < <(compgen -W "$cmds --help --version" -- "$cur")
		return
	fi
	local cmd=${COMP_WORDS[1]} help
	help=$(_isaproof_help "$cmd") || return
	# the value of an option: its placeholder in the help line says what
	# ("  --bin FILE ...", "  -o DIR ...", "  --format F" + "text|json|sarif")
	if [[ $prev == -* ]]; then
		local ph
		ph=$(printf '%s\n' "$help" | sed -n "s/^  ${prev//[^a-z0-9-]/} \\([^ ]*\\).*/\\1/p" | head -n 1)
		if [[ -n $ph ]]; then
			local choices
			choices=$(printf '%s\n' "$help" | grep -o -- "${prev//[^a-z0-9-]/} [a-z0-9]*\(|[a-z0-9]*\)\+" |
				  head -n 1 | cut -d' ' -f2 | tr '|' ' ')
			if [[ -n $choices ]]; then
				mapfile -t COMPREPLY < <(compgen -W "$choices" -- "$cur")
			elif [[ $ph == *DIR* ]]; then
				compopt -o filenames 2>/dev/null
				mapfile -t COMPREPLY < <(compgen -d -- "$cur")
			elif [[ $ph == *FILE* ]]; then
				compopt -o filenames 2>/dev/null
				mapfile -t COMPREPLY < <(compgen -f -- "$cur")
			fi
			return
		fi
	fi
	if [[ $cur == -* ]]; then
		local opts
		opts=$(printf '%s\n' "$help" | grep -o -- '\(^\|[[ ]\)-\{1,2\}[a-z][a-z0-9-]*' | tr -d '[ ' | sort -u)
		mapfile -t COMPREPLY < <(compgen -W "$opts --help" -- "$cur")
		return
	fi
	compopt -o filenames 2>/dev/null
	mapfile -t COMPREPLY < <(compgen -f -- "$cur")
}
complete -F _isaproof isaproof
