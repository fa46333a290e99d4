import FoodData

/// A meal as the log keeps it: its own copy of the food's name, section, grams and figures, so
/// that a later catalog change never rewrites history.
public struct LoggedMeal: Equatable, Sendable {
  /// The row in this file; differs between copies of a log (see `uid`).
  public var id: Int64
  /// The meal's id in every copy of the log: 32 hex digits, random (`RowIdentity`); empty for
  /// a meal not logged yet, or read from a file older than schema 5.
  public var uid: String
  public var day: Day
  /// Local time, "08:12".
  public var time: String
  /// "little", "some", "lot", "grams" when the user gave grams, or "quick" for a quick add (a
  /// meal known by its energy alone: its figures per 100 g are for `grams` of it).
  public var quantity: String
  public var grams: Int
  public var foodID: String
  public var foodName: String
  public var sectionID: String
  public var sectionName: String
  /// nil where the footprint is unknown: a quick add of energy alone, a food of one's own
  /// like no catalog food. Never 0 for unknown.
  public var kgCO2ePerKg: Double?
  /// Breakfast, lunch, dinner or a snack: as given when logged, else by the time of day.
  public var meal: MealName
  /// The grams in the household measure the person counted ("2 slices"), for its words; nil
  /// for a meal not counted so.
  public var measure: String?
  /// Every nutrient per 100 g of the food, as the log kept it (see `nutrientsSource`); unknown
  /// where the catalog had no figure, never 0.
  public var per100g: NutrientAmounts
  /// Where `per100g` comes from; nil for a meal logged before schema 6 that is not filled yet
  /// (or written by another tool): only what it was logged with is known.
  public var nutrientsSource: NutrientsSource?
  /// The sections of the food and of every ingredient in it (`Food.sectionsWithin`): what decides
  /// whether the meal counts as meat under the settings of the day it is looked at. Meals logged
  /// before the log kept them have their own section only.
  public var sectionsWithin: [String]

  /// A meal with energy, protein and fibre only, every other nutrient unknown.
  public init(
    id: Int64 = 0, day: Day, time: String, quantity: String, grams: Int, foodID: String, foodName: String,
    sectionID: String, sectionName: String, kgCO2ePerKg: Double?, kcalPer100g: Double?, proteinPer100g: Double?,
    fibrePer100g: Double? = nil, sectionsWithin: [String]? = nil, uid: String = "", meal: MealName? = nil
  ) {
    var amounts = NutrientAmounts.unknown
    amounts[.kcal] = kcalPer100g
    amounts[.protein] = proteinPer100g
    amounts[.fibre] = fibrePer100g
    self.init(
      id: id, day: day, time: time, quantity: quantity, grams: grams, foodID: foodID, foodName: foodName, sectionID: sectionID,
      sectionName: sectionName, kgCO2ePerKg: kgCO2ePerKg, per100g: amounts, nutrientsSource: .logged, sectionsWithin: sectionsWithin,
      uid: uid, meal: meal)
  }

  public init(
    id: Int64 = 0, day: Day, time: String, quantity: String, grams: Int, foodID: String, foodName: String,
    sectionID: String, sectionName: String, kgCO2ePerKg: Double?, per100g: NutrientAmounts, nutrientsSource: NutrientsSource?,
    sectionsWithin: [String]? = nil, uid: String = "", meal: MealName? = nil
  ) {
    self.id = id
    self.uid = uid
    self.day = day
    self.time = time
    self.quantity = quantity
    self.grams = grams
    self.foodID = foodID
    self.foodName = foodName
    self.sectionID = sectionID
    self.sectionName = sectionName
    self.kgCO2ePerKg = kgCO2ePerKg
    self.per100g = per100g
    self.nutrientsSource = nutrientsSource
    self.sectionsWithin = sectionsWithin ?? [sectionID]
    self.meal = meal ?? MealName(time: time)
  }

  /// Whether the meal counts as meat when the user counts `meatSections` as meat: the catalog's
  /// rule (`Catalog.countsAsMeat`) over the sections the log kept.
  public func countsAsMeat(meatSections: Set<String>) -> Bool {
    Catalog.countsAsMeat(sectionsWithin: sectionsWithin, meatSections: meatSections)
  }

  public var kcalPer100g: Double? {
    get { per100g[.kcal] }
    set { per100g[.kcal] = newValue }
  }
  public var proteinPer100g: Double? {
    get { per100g[.protein] }
    set { per100g[.protein] = newValue }
  }
  /// nil for meals logged before the catalog carried fibre, and for foods USDA gives none.
  public var fibrePer100g: Double? {
    get { per100g[.fibre] }
    set { per100g[.fibre] = newValue }
  }

  /// Every nutrient for the meal's grams; unknown stays unknown.
  /// Each value is computed as `kcal` is (per 100 g × grams / 100, in that order), so that
  /// a meal's energy is the same figure in both.
  public var nutrients: NutrientAmounts {
    var amounts = NutrientAmounts.unknown
    for (nutrient, value) in per100g.known { amounts[nutrient] = value * Double(grams) / 100 }
    return amounts
  }

  /// nil where the footprint is unknown.
  public var kgCO2e: Double? { kgCO2ePerKg.map { $0 * Double(grams) / 1000 } }
  public var kcal: Double? { kcalPer100g.map { $0 * Double(grams) / 100 } }
  public var proteinGrams: Double? { proteinPer100g.map { $0 * Double(grams) / 100 } }
  public var fibreGrams: Double? { fibrePer100g.map { $0 * Double(grams) / 100 } }

  /// The first digits of `uid`, as people see and type it ("3f9a0c1d").
  public var shortID: String { String(uid.prefix(RowIdentity.shownDigits)) }

  /// "Some Beef", "A lot of Beef", "120 g of Beef", "Office cake (450 kcal)".
  public var sentence: String {
    switch quantity {
    case "quick": "\(foodName) (\(kcal.map { String(Int($0.rounded())) } ?? "?") kcal)"
    case "grams" where measure != nil: HouseholdMeasure.sentence(measure ?? "", of: foodName)
    case "little": "A little \(foodName)"
    case "lot": "A lot of \(foodName)"
    case "some": "Some \(foodName)"
    default: "\(grams) g of \(foodName)"
    }
  }

  /// The meal as a row of the log (its id must be set), logged at `loggedAt`.
  func image(loggedAt: String) -> RowImage {
    var image = RowImage(
      values: [
        "uid": .text(uid), "day": .text(day.description), "time": .text(time), "quantity": .text(quantity), "grams": .integer(Int64(grams)),
        "food_id": .text(foodID), "food_name": .text(foodName), "section_id": .text(sectionID), "section_name": .text(sectionName),
        "kg_co2e_per_kg": kgCO2ePerKg.map { .real($0) } ?? .null, "meal": .text(meal.rawValue), "measure": measure.map { .text($0) } ?? .null,
        "logged_at": .text(loggedAt), "sections": .text(sectionsWithin.joined(separator: ",")),
        "deleted_at": .null,
      ], modifiedAt: 0)
    for nutrient in Nutrient.all { image.values[nutrient.logColumn] = per100g[nutrient].map { .real($0) } ?? .null }
    image.values[NutrientsSource.column] = nutrientsSource.map { .text($0.rawValue) } ?? .null
    return image
  }
}
