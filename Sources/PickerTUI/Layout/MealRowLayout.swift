import PickerModel

/// Where the meal row's three buttons stand, shared by the main screen and the quantity list
/// that opens under the quantity button.
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

  init(state: MainScreenState, mainScreen: MainScreen, glyphs: Glyphs) {
    row = MainScreenLayout(size: state.size).mealRow
    let food = mainScreen.catalog.foods[state.food]
    let icon = glyphs.icon(food.icon)
    let quantity = "[ \(state.quantity.label) \(glyphs.dropDown) ]"
    let add = "[ Add ]"
    var foodName = glyphs.text(food.name)
    // The prompt goes first when room is short, then the food name is cut.
    let fixed = DisplayWidth.of(quantity) + DisplayWidth.of(add) + 4 + 2
    let promptText = "Add a meal:"
    let foodChrome = DisplayWidth.of("[  \(glyphs.dropDown) ]") + (icon.isEmpty ? 0 : DisplayWidth.of(icon) + 1)
    var room = state.size.columns - fixed - foodChrome
    prompt = room - DisplayWidth.of(foodName) >= DisplayWidth.of(promptText) + 2 ? promptText : nil
    if let prompt { room -= DisplayWidth.of(prompt) + 2 }
    foodName = DisplayWidth.truncate(foodName, to: max(3, room), ellipsis: glyphs.ellipsis)
    let foodLabel = "[ \(icon.isEmpty ? "" : icon + " ")\(foodName) \(glyphs.dropDown) ]"
    var column = 1 + (prompt.map { DisplayWidth.of($0) + 2 } ?? 0)
    var buttons: [Button] = []
    for (field, label) in [(MainScreenState.Field.quantity, quantity), (.food, foodLabel), (.add, add)] {
      buttons.append(Button(field: field, label: label, column: column))
      column += DisplayWidth.of(label) + 2
    }
    self.buttons = buttons
  }

  func button(_ field: MainScreenState.Field) -> Button {
    buttons.first { $0.field == field } ?? buttons[0]
  }
}
