/// `nomeat-tui completion bash|zsh|fish`: the shell's completion script. Each script is a thin
/// shim that asks `nomeat-tui complete` for the candidates, so that the three shells complete
/// alike from `CommandSpec.all`, and food names come from the same search as `search`.
enum CompletionCommand {
  static let help = """
    usage: nomeat-tui completion bash|zsh|fish

    Prints the completion script for the shell: commands, options, nutrient ids, section ids,
    meal names and food names (add sal<TAB>). Load it for this session, or install it with
    Tools/install.sh:

      bash:  source <(nomeat-tui completion bash)
      zsh:   source <(nomeat-tui completion zsh)
      fish:  nomeat-tui completion fish | source
    """

  static func run(_ words: [String]) throws(UsageError) -> ExitCode {
    let arguments = try Arguments(words, valued: [], flags: ["help"], command: "completion")
    if arguments.flags.contains("help") {
      print(help)
      return .done
    }
    guard arguments.positionals.count == 1, let shell = arguments.positionals.first else {
      throw UsageError(
        "completion needs one shell: bash, zsh or fish; see nomeat-tui completion --help")
    }
    switch shell {
    case "bash": print(bash)
    case "zsh": print(zsh)
    case "fish": print(fish)
    default:
      throw UsageError("no completion for \(echoed(shell)); the shells are bash, zsh and fish")
    }
    return .done
  }

  static let bash = #"""
    # nomeat-tui completion for bash: source <(nomeat-tui completion bash)
    # -o filenames has readline quote what it inserts ("Salmon\ soup"), so lines are kept as they are.
    _nomeat_tui() {
      local IFS=$'\n' line
      COMPREPLY=()
      while read -r line; do
        [[ -n $line ]] && COMPREPLY+=("$line")
      done < <("${COMP_WORDS[0]}" complete -- "${COMP_WORDS[@]:1:COMP_CWORD}" 2>/dev/null)
      if [[ ${#COMPREPLY[@]} -eq 0 ]]; then
        COMPREPLY=($(compgen -f -- "${COMP_WORDS[COMP_CWORD]}"))
      fi
    }
    complete -o filenames -F _nomeat_tui nomeat-tui
    """#

  static let zsh = #"""
    #compdef nomeat-tui
    # nomeat-tui completion for zsh: source <(nomeat-tui completion zsh), or install as _nomeat-tui
    _nomeat-tui() {
      local -a candidates
      candidates=("${(@f)$(${words[1]} complete -- "${(@)words[2,CURRENT]}" 2>/dev/null)}")
      candidates=(${candidates:#})
      if (( ${#candidates} )); then
        compadd -Q -- "${(@q)candidates}"
      else
        _files
      fi
    }
    # Autoloaded from site-functions, this file is _nomeat-tui's body: complete now. Sourced, it
    # registers the function instead (the pattern cobra's completions use).
    if [[ $funcstack[1] == _nomeat-tui ]]; then
      _nomeat-tui "$@"
    else
      compdef _nomeat-tui nomeat-tui
    fi
    """#

  static let fish = #"""
    # nomeat-tui completion for fish: nomeat-tui completion fish | source
    function __nomeat_tui_complete
      set -l words (commandline -opc)
      set -l current (commandline -ct)
      $words[1] complete -- $words[2..-1] "$current" 2>/dev/null
    end
    complete -c nomeat-tui -f -a '(__nomeat_tui_complete)'
    """#
}
