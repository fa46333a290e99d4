/// What the reducer asks the app to do: the I/O it does not do itself. The app performs an
/// effect and sends the answer back as an action (`logResponse`, `historyResponse`,
/// `failureResponse`).
public enum AppEffect: Equatable, Sendable {
  /// The program ends.
  case end(AppEnd)
  case loadHistory
  case logMeal(Meal)
  case saveAnswer(ateMeat: Bool)
  /// The sections that count as meat, in catalog order.
  case saveMeatSections([String])
}

/// How the program ends.
public enum AppEnd: Equatable, Sendable {
  /// `pick`: print the meal, exit 0.
  case picked(Meal)
  /// `pick`: the sheet was closed, exit 1.
  case cancelled
  /// Ctrl-C: exit 130.
  case interrupted
  /// q: exit 0.
  case quit
}
