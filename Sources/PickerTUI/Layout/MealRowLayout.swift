import PickerModel
import FoodData

/// Where the meal row's buttons stand, shared by the main screen, the quantity list that opens
/// over the quantity button, and the mouse map. Adding: quantity, food, Add. Editing a logged
/// meal: its time first, and Save.
struct MealRowLayout {
  struct Button {
    var field: MainScreenState.Field
    var label: String
    var column: Int
    var width: Int { DisplayWidth.of(label) }
  }

  let row: Int
  let prompt: String?
  let buttons: [Button]

  init(state: MainScreenState, size: TerminalSize, mainScreen: MainScreen, glyphs: Glyphs) {
    row = MainScreenLayout(size: size).mealRow
    let food = mainScreen.catalog.foods[state.food]
    let drop = glyphs.dropDown
    let quantity = state.grams.map { "\($0) g" } ?? state.quantity.label
    let words: [(MainScreenState.Field, String)] =
      (state.editing.map { [(.time, Self.timeLabel($0))] } ?? []) + [(.quantity, "\(quantity) \(drop)"), (.add, state.editing == nil ? "Add" : "Save")]
    let name = glyphs.text(food.name)
    let promptText = state.editing == nil ? "Add a meal:" : "Edit meal:"
    // Roomy buttons ("[ Some ▾ ]", two columns apart, the food's icon) where the row has a
    // width for them and three letters of the food; else tight ("[Some▾]", one apart, no icon),
    // which the edit row's four buttons need on a narrow terminal.
    let roomy = Style(pad: " ", gap: 2, icon: glyphs.icon(food.icon))
    let tight = Style(pad: "", gap: 1, icon: "")
    let fixedRoomy = roomy.width(of: words.map(\.1)) + roomy.width(of: ["\(roomy.iconPrefix)\(drop)"])
    let style = size.columns - fixedRoomy - 3 >= 0 || state.editing == nil ? roomy : tight
    let fixed = style.width(of: words.map(\.1)) + style.width(of: ["\(style.iconPrefix)\(drop)"])
    // The prompt goes first when room is short, then the food name is cut.
    var room = size.columns - fixed
    prompt = room - DisplayWidth.of(name) >= DisplayWidth.of(promptText) + 2 ? promptText : nil
    if let prompt { room -= DisplayWidth.of(prompt) + 2 }
    let foodName = DisplayWidth.truncate(name, to: max(3, room), ellipsis: glyphs.ellipsis)
    var labels = words.map { ($0.0, style.button($0.1)) }
    labels.insert((.food, style.button("\(style.iconPrefix)\(foodName) \(drop)")), at: labels.count - 1)
    var column = 1 + (prompt.map { DisplayWidth.of($0) + 2 } ?? 0)
    var buttons: [Button] = []
    for (field, label) in labels {
      buttons.append(Button(field: field, label: label, column: column))
      column += DisplayWidth.of(label) + style.gap
    }
    self.buttons = buttons
  }

  /// How the buttons are drawn: the space inside their brackets, between them, and the icon.
  private struct Style {
    let pad: String
    let gap: Int
    let icon: String

    var iconPrefix: String { icon.isEmpty ? "" : icon + " " }
    func button(_ text: String) -> String { "[\(pad)\(text)\(pad)]" }
    /// Columns the buttons with these texts take, each followed by its gap.
    func width(of texts: [String]) -> Int { texts.reduce(0) { $0 + DisplayWidth.of(button($1)) + gap } }
  }

  func button(_ field: MainScreenState.Field) -> Button {
    buttons.first { $0.field == field } ?? buttons[0]
  }

  /// The time button's text: the meal's time, or the digits typed so far in its place with
  /// `_` for those still to come ("12:__", "12:3_").
  static func timeLabel(_ editing: MealEditing) -> String {
    guard !editing.typedTime.isEmpty else { return editing.time }
    let digits = Array(editing.typedTime + String(repeating: "_", count: max(0, 4 - editing.typedTime.count)))
    return String(digits[0..<2]) + ":" + String(digits[2..<4])
  }
}
