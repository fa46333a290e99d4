import FoodData

/// The meal row while it edits a logged meal rather than adding one: which meal, its time,
/// and what the row held before, put back when the edit is saved or cancelled.
public struct MealEditing: Equatable, Sendable {
  /// The meal's id in the log.
  public var id: String
  /// "HH:MM", as the time button shows it and the log keeps it.
  public var time: String
  /// Digits typed on the time button so far (up to four: "12", "123"); empty when none.
  public var typedTime: String
  /// Opened with `f` on a meal: picking a food saves the edit at once; closing the sheet
  /// cancels it.
  public var savesOnPick: Bool
  /// The meal row before the edit: food, quantity and grams.
  public var rowBefore: RowContents

  public init(id: String, time: String, savesOnPick: Bool = false, rowBefore: RowContents, typedTime: String = "") {
    self.id = id
    self.time = time
    self.savesOnPick = savesOnPick
    self.rowBefore = rowBefore
    self.typedTime = typedTime
  }
}

/// What the meal row holds: a food (catalog index), a quantity, and grams when given by weight.
public struct RowContents: Equatable, Sendable {
  public var food: Int
  public var quantity: Quantity
  public var grams: Int?

  public init(food: Int, quantity: Quantity, grams: Int? = nil) {
    self.food = food
    self.quantity = quantity
    self.grams = grams
  }
}

extension RowContents {
  /// A logged meal as the row holds it, with `food` for its food: its quantity word, or its
  /// grams when it was logged by weight.
  public init(_ line: DayView.MealLine, food: Int) {
    let words = Quantity(rawValue: line.quantity)
    self.init(food: food, quantity: words ?? .some, grams: words == nil ? line.grams : nil)
  }
}
