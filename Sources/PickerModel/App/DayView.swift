/// What the meal-entry screen shows about the day, besides the picker: the app fills it from
/// the meal log. (A plain value of the app's state; the name says what it is for.)
public struct DayView: Equatable, Sendable {
  public struct MealLine: Equatable, Sendable {
    public var time: String
    public var sentence: String
    /// nil where the meal's footprint is unknown (a quick add).
    public var kgCO2e: Double?
    public var countsAsMeat: Bool
    /// The meal's id in the log (what `edit`, `remove` and `repeat` name); empty for a line
    /// that no log holds.
    public var id: String
    /// What the edit row is filled with: the food by id, the log's quantity word ("little",
    /// "some", "lot" or "grams") and the grams.
    public var foodID: String
    public var quantity: String
    public var grams: Int
    /// The meal of the day it belongs to, as the log names it ("breakfast", "lunch", "dinner",
    /// "snack"): the heading it stands under. Empty: no heading.
    public var meal: String

    public init(
      time: String, sentence: String, kgCO2e: Double?, countsAsMeat: Bool, id: String = "", foodID: String = "", quantity: String = "some",
      grams: Int = 0, meal: String = ""
    ) {
      self.meal = meal
      self.time = time
      self.sentence = sentence
      self.kgCO2e = kgCO2e
      self.countsAsMeat = countsAsMeat
      self.id = id
      self.foodID = foodID
      self.quantity = quantity
      self.grams = grams
    }
  }

  /// Which day is shown, as the header says it: today, yesterday, or an earlier day.
  public enum Relative: Equatable, Sendable {
    case today, yesterday, earlier
  }

  /// The day shown; nil before the log is read.
  public var date: CalendarDay?
  public var relative: Relative
  public var meals: [MealLine]
  /// The day's answer: nil until a meal or the user says.
  public var ateMeat: Bool?
  /// Whether the user answered explicitly (their answer wins over the meals).
  public var answeredExplicitly: Bool
  public init(
    date: CalendarDay?, meals: [MealLine] = [], ateMeat: Bool? = nil, answeredExplicitly: Bool = false, relative: Relative = .today
  ) {
    self.date = date
    self.relative = relative
    self.meals = meals
    self.ateMeat = ateMeat
    self.answeredExplicitly = answeredExplicitly
  }

  /// The footprint of the meals whose footprint is known.
  public var totalKgCO2e: Double { meals.reduce(0) { $0 + ($1.kgCO2e ?? 0) } }
  /// The meals whose footprint is unknown, left out of `totalKgCO2e`.
  public var unknownFootprintMeals: Int { meals.filter { $0.kgCO2e == nil }.count }
}
