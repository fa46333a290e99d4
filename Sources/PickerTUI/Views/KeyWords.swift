import PickerModel

/// How the help bar and the key list say a key and what it does: the one place these words
/// are made, from the key table's typed entries (`KeyHelp`).
enum KeyWords {
  /// An entry as the terminal can show it: its key ("esc", or "up/down" without Unicode) and
  /// what the key does.
  static func entry(_ help: KeyHelp, glyphs: Glyphs) -> (key: String, text: String) {
    (glyphs.keyLabel(key(help.key)), purpose(help.purpose))
  }

  /// The key as the help shows it on a Unicode terminal ("esc", "↑↓"); `Glyphs.keyLabel`
  /// gives the ASCII form.
  static func key(_ key: KeyHelp.Key) -> String {
    switch key {
    case .character(let character): String(character)
    case .control(let character): "^" + character.uppercased()
    case .enter: "enter"
    case .escape: "esc"
    case .tab: "tab"
    case .shiftTab: "shift-tab"
    case .space: "space"
    case .backspace: "⌫"
    case .up: "↑"
    case .upDown: "↑↓"
    case .arrows: "↑↓←→"
    case .pages: "pgup/pgdn"
    case .ends: "home/end"
    case .digits: "0-9"
    case .printable: "type"
    case .plusMinus: "+ −"
    case .brackets: "[ ]"
    case .angles: "< >"
    case .yesNo: "y/n"
    case .noOrEscape: "n/esc"
    case .redo: "^R/U"
    }
  }

  /// What the key does, in one word where it can be ("close", "pick").
  static func purpose(_ purpose: KeyHelp.Purpose) -> String {
    switch purpose {
    case .add: "add"
    case .addAnyway: "add anyway"
    case .answer: "answer"
    case .back: "back"
    case .cancel: "cancel"
    case .change: "change"
    case .choose: "choose"
    case .clear: "clear"
    case .close: "close"
    case .copyDayBefore: "copy the day before"
    case .count: "count"
    case .day: "day"
    case .delete: "delete"
    case .dontAdd: "don't add"
    case .edit: "edit"
    case .ends: "ends"
    case .erase: "erase"
    case .food: "food"
    case .grams: "grams"
    case .history: "history"
    case .keys: "keys"
    case .limitExample: "salmon 2/week"
    case .limits: "limits"
    case .meals: "meals"
    case .move: "move"
    case .moveDay: "to the day before / after"
    case .newFood: "new food"
    case .next: "next"
    case .nutrients: "nutrients"
    case .open: "open"
    case .page: "page"
    case .period: "period"
    case .pick: "pick"
    case .previous: "previous"
    case .quantity: "quantity"
    case .quit: "quit"
    case .redo: "redo"
    case .remove: "remove"
    case .repeatMeal: "repeat"
    case .save: "save"
    case .scroll: "scroll"
    case .search: "search"
    case .settings: "settings"
    case .stopEditing: "stop editing"
    case .targets: "targets"
    case .time: "time"
    case .today: "today"
    case .toggle: "toggle"
    case .undo: "undo"
    case .weeklyReview: "weekly review"
    case .word: "word"
    }
  }

  /// The heading of a mode's keys in the full key list.
  static func title(_ mode: AppMode) -> String {
    switch mode {
    case .mealRow: "Meal row"
    case .editRow: "Editing a meal"
    case .mealList: "The day's meals"
    case .quantityList: "Quantity list"
    case .browsing: "Food sheet"
    case .searching: "Search"
    case .history: "History"
    case .settings: "Settings"
    case .help: "Key list"
    case .confirming: "Over a limit"
    case .limits: "Limits"
    case .limitField: "New limit"
    case .report: "Weekly review"
    case .nutrients: "Nutrients"
    case .newFood: "New food"
    case .targets: "Targets"
    }
  }
}
