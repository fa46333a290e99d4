import Foundation
import MealLog
import PickerModel
import FoodData

/// What `food` and `recipe` share: reading figures typed per 100 g, finding one's own food by
/// name, and saying it (a line, JSON).
enum OwnFoodWords {
  /// "kcal=70,protein=2.5,iron=1.1": nutrient ids of Data/nutrients.tsv ("fiber" for fibre) with
  /// figures per 100 g, each within the nutrient's bounds.
  static func per100g(_ text: String) throws(UsageError) -> [Nutrient: Double] {
    var figures: [Nutrient: Double] = [:]
    for part in text.split(separator: ",", omittingEmptySubsequences: true) {
      let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
      guard pair.count == 2, !pair[0].isEmpty else {
        throw UsageError("--per100g takes NUTRIENT=N pairs, not \(echoed(String(part))); for example --per100g kcal=70,protein=2.5")
      }
      let key = pair[0].lowercased() == "fiber" ? "fibre" : pair[0].lowercased().replacingOccurrences(of: "-", with: "_")
      guard let nutrient = Nutrient.all.first(where: { $0.id == key }) else {
        let ids = Nutrient.all.map(\.id).joined(separator: ", ")
        throw UsageError("--per100g has no nutrient \(echoed(pair[0])); use one of \(ids)")
      }
      guard let value = Double(pair[1]), value.isFinite, value >= 0, value <= nutrient.maxPer100g else {
        throw UsageError(
          "--per100g \(nutrient.id) must be a number of \(nutrient.unit.symbol) per 100 g from 0 to \(JSONText.number(nutrient.maxPer100g)), not \(echoed(pair[1]))"
        )
      }
      figures[nutrient] = value
    }
    guard !figures.isEmpty else { throw UsageError("--per100g needs figures, for example --per100g kcal=70,protein=2.5") }
    return figures
  }

  /// The folded form of a name that two names of one food share ("Oat  Porridge", "oat porridge").
  static func folded(_ name: String) -> String {
    SearchQuery(name).text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
  }

  /// One's own food or recipe named `name` (or with this id), or a usage error naming those there are.
  static func find(_ name: String, kind: OwnFood.Kind, in log: MealLog) throws(UsageError) -> OwnFood {
    let foods = try logged { () throws(MealLogError) in try log.ownFoods() }.filter { $0.kind == kind }
    let wanted = folded(name)
    if let found = foods.first(where: { folded($0.name) == wanted || $0.foodID == name }) { return found }
    let noun = kind == .recipe ? "recipe" : "food"
    let yours = foods.prefix(5).map { "'\($0.name)'" }.joined(separator: ", ")
    throw UsageError(
      "you have no \(noun) named \(echoed(name)); "
        + (foods.isEmpty ? "make one with nomeat-tui \(noun) new NAME" : "yours are \(yours)\(foods.count > 5 ? ", ..." : ""); see nomeat-tui \(noun) list"))
  }

  /// Refuses a name one of one's own foods or recipes has already (other than `except`).
  static func checkFree(_ name: String, in log: MealLog, except uid: String = "") throws(UsageError) {
    let wanted = folded(name)
    guard let taken = try logged({ () throws(MealLogError) in try log.ownFoods() }).first(where: { folded($0.name) == wanted && $0.uid != uid }) else {
      return
    }
    let noun = taken.kind == .recipe ? "recipe" : "food"
    throw UsageError("you have a \(noun) named '\(taken.name)' already; change it with nomeat-tui \(noun) edit \(echoed(taken.name)), or give another name")
  }

  /// "Oat porridge (own-3f9a0c1d2b4e): 70 kcal, 2.5 g protein per 100 g; footprint as Oats, 0.25 kg CO2e per kg; not meat"
  static func line(_ food: OwnFood, meatSections: Set<String>) -> String {
    let kcal = food.per100g[.kcal].map { String(format: "%.0f", $0) } ?? "?"
    let protein = food.per100g[.protein].map { String(format: "%.1f", $0) } ?? "?"
    var text = "\(food.name) (\(food.foodID)): \(kcal) kcal, \(protein) g protein per 100 g; "
    if let kg = food.kgCO2ePerKg {
      text += String(format: "footprint %@%.2f kg CO2e per kg", food.likeName.map { "as \($0), " } ?? "", kg)
    } else {
      text += "footprint unknown"
    }
    if food.kind == .recipe, let serving = food.servingGrams {
      text += "; \(food.servings ?? 1) serving\(food.servings == 1 ? "" : "s") of \(serving) g"
    } else if let serving = food.servingGrams {
      text += "; a serving is \(serving) g"
    }
    let meat = food.sectionsWithin.filter(meatSections.contains)
    return text + (meat.isEmpty ? "; not meat" : "; counts as meat (\(meat.joined(separator: ", ")))")
  }

  static func json(_ food: OwnFood, meatSections: Set<String>) -> [String: Any] {
    var object: [String: Any] = [
      "id": food.foodID, "name": food.name, "kind": food.kind.rawValue,
      "like": food.likeID.map { ["id": $0, "name": food.likeName ?? $0] as Any } ?? NSNull(),
      "section": food.sectionID, "sectionsWithin": food.sectionsWithin,
      "countsAsMeat": Catalog.countsAsMeat(sectionsWithin: food.sectionsWithin, meatSections: meatSections),
      "kgCO2ePerKg": food.kgCO2ePerKg.map { TodayCommand.rounded($0) as Any } ?? NSNull(),
      "servingGrams": food.servingGrams.map { $0 as Any } ?? NSNull(),
      "per100g": TodayCommand.nutrientsJSON(food.per100g),
    ]
    if food.kind == .recipe {
      object["servings"] = food.servings ?? 1
      object["ingredients"] = food.ingredients.map { ["id": $0.id, "name": $0.name, "grams": TodayCommand.rounded($0.grams)] as [String: Any] }
      if let serving = food.servingGrams {
        object["perServing"] =
          [
            "grams": serving,
            "kgCO2e": food.kgCO2ePerKg.map { TodayCommand.rounded($0 * Double(serving) / 1000) as Any } ?? NSNull(),
            "nutrients": TodayCommand.nutrientsJSON(food.per100g.scaled(by: Double(serving) / 100)),
          ] as [String: Any]
      }
    }
    return object
  }

  /// `--serving GRAMS`: 1 to 5000.
  static func serving(_ arguments: Arguments) throws(UsageError) -> Int? {
    guard let text = arguments.values["serving"] else { return nil }
    guard let grams = Int(text.lowercased().hasSuffix("g") ? String(text.dropLast()) : text), (1...Meal.maximumGrams).contains(grams) else {
      throw UsageError("--serving must be whole grams from 1 to \(Meal.maximumGrams), not \(echoed(text)); for example --serving 250")
    }
    return grams
  }
}
