/// What the user did. The reducer decides what it means in the current mode.
public enum PickerAction: Equatable, Sendable {
  case addButtonPressed
  case answerPressed(ateMeat: Bool)
  case backspacePressed
  case cancelPressed
  case characterTyped(Character)
  case clearSearchPressed
  case confirmPressed
  case deleteWordPressed
  case focusNextPressed
  case focusPreviousPressed
  case foodButtonPressed
  case historyPressed
  case interruptPressed
  case moveHighlight(GridLayout.Direction)
  case quantityDecreasePressed
  case quantityIncreasePressed
  case quitPressed
  case searchPressed
  case searchTextChanged(String)
  case settingsPressed
  case terminalResized(TerminalSize)
}
