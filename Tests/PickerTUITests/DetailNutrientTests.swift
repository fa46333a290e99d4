import PickerModel
import Testing
import FoodData

@testable import PickerTUI

/// The detail pane's nutrients: the watched ones as shares of a day's reference for the
/// quantity, the others where one meal holds a good part of a day, "?" for an unknown value,
/// and what the plant swap changes.
@Suite("Nutrients in the detail pane")
struct DetailNutrientTests {
  func food(_ id: String) -> Int { catalog.foodIndex(id: id) ?? -1 }

  func detail(_ id: String, _ quantity: Quantity = .some) -> FoodDetail {
    FoodDetail(food: food(id), quantity: quantity, catalog: catalog, meatSections: ["red-meat"])
  }

  @Test func theWatchedNutrientsComeFirstForTheQuantityThenWhatMatters() throws {
    let beef = detail("beef")
    let per100g = try #require(catalog.foods[food("beef")].nutrition?.per100g)
    let grams = Double(beef.meal.grams)
    let mattering = beef.matteringNutrients
    #expect(mattering.prefix(5).map(\.nutrient) == [.protein, .vitaminB12, .iron, .zinc, .calcium])
    for (nutrient, amount) in mattering {
      if let amount { #expect(abs(amount - (per100g[nutrient] ?? .nan) * grams / 100) < 1e-9, "\(nutrient.id)") }
      #expect((amount == nil) == (per100g[nutrient] == nil), "unknown stays unknown: \(nutrient.id)")
    }
    // Past the watched five: only what one meal holds 30% of a day of, largest share first.
    let shares = mattering.dropFirst(5).map { item in item.amount.map(item.nutrient.shareOfReference) ?? 0 }
    #expect(shares.allSatisfy { $0 >= 0.3 })
    #expect(shares == shares.sorted(by: >))
    let selenium = try #require(per100g[.selenium])
    #expect(mattering.contains { $0.nutrient == .selenium } == (Nutrient.selenium.shareOfReference(selenium * grams / 100) >= 0.3))
  }

  @Test func theLineSaysSharesOfADayAndQuestionMarksTheUnknown() throws {
    var beef = detail("beef")
    let line = try #require(beef.nutrientLine(ascii: false))
    let b12 = try #require(beef.meal.nutrients?[.vitaminB12])
    #expect(line.hasPrefix("A day's: protein "))
    #expect(line.contains("B12 \(NutrientWords.share(b12, of: .vitaminB12))"))
    // Zinc not known: said as such, never as 0%.
    beef.meal.food.nutrition?.per100g[.zinc] = nil
    #expect(try #require(beef.nutrientLine(ascii: true)).contains("zinc ? - calcium"))
  }

  @Test func theSwapSaysWhatItChangesInTheWatchedNutrients() throws {
    let beef = detail("beef")
    let swap = try #require(beef.swap)
    let mine = try #require(beef.meal.nutrients)
    let theirs = try #require(swap.nutrients)
    let watched = Nutrient.watched.filter { mine[$0] != nil && theirs[$0] != nil }
    #expect(Array(beef.swapChanges.map(\.nutrient).prefix(watched.count)) == watched)
    // Beyond the watched five, only losses of a nutrient to reach, of 30% of a day or more.
    for (nutrient, change) in beef.swapChanges.dropFirst(watched.count) {
      #expect(nutrient.better == .more && nutrient.shareOfReference(-change) >= 0.3, "\(nutrient)")
    }
    for (nutrient, change) in beef.swapChanges {
      #expect(abs(change - ((theirs[nutrient] ?? 0) - (mine[nutrient] ?? 0))) < 1e-9)
    }
    let line = try #require(beef.lines().first { $0.hasPrefix("Same ") })
    let protein = try #require(beef.swapChanges.first { $0.nutrient == .protein }?.change)
    #expect(protein < 0, "lentils have less protein than beef")
    #expect(line.contains("protein −\(NutrientWords.number(-protein)) g"))
  }

  /// Salmon to tofu: the swap line names the vitamin D the meal loses (issue 34: it showed
  /// protein, B12, iron, zinc and calcium, not the 19.7 µg per 100 g that goes).
  @Test func aFishSwapSaysTheVitaminDItLoses() throws {
    let salmon = detail("salmon")
    let swap = try #require(salmon.swap)
    let mine = try #require(salmon.meal.nutrients?[.vitaminD])
    let theirs = try #require(swap.nutrients?[.vitaminD])
    #expect(Nutrient.vitaminD.shareOfReference(mine - theirs) >= 0.3, "a meal of salmon holds a day's vitamin D")
    let change = try #require(salmon.swapChanges.first { $0.nutrient == .vitaminD }?.change)
    #expect(abs(change - (theirs - mine)) < 1e-9)
    let line = try #require(salmon.lines().first { $0.hasPrefix("Same ") })
    #expect(line.contains("vitamin D \(NutrientWords.change(change, .vitaminD, ascii: false))"), "\(line)")
  }

  @Test func amountsAreWrittenForTheirSize() {
    #expect(NutrientWords.amount(2.14, .iron, ascii: false) == "2.1 mg")
    #expect(NutrientWords.amount(21.4, .protein, ascii: false) == "21 g")
    #expect(NutrientWords.amount(4.2, .vitaminB12, ascii: false) == "4.2 µg")
    #expect(NutrientWords.amount(4.2, .vitaminB12, ascii: true) == "4.2 ug")
    #expect(NutrientWords.change(-4.2, .vitaminB12, ascii: false) == "−4.2 µg")
    #expect(NutrientWords.change(2.1, .iron, ascii: true) == "+2.1 mg")
    #expect(NutrientWords.share(0.05, of: .iron) == "<1%")
    #expect(NutrientWords.share(0, of: .iron) == "0%")
    #expect(NutrientWords.share(7, of: .iron) == "50%")
    #expect(NutrientWords.name(.vitaminD) == "vitamin D")
    #expect(NutrientWords.name(.saturatedFat) == "saturated fat")
  }

  @Test func aNarrowTallPaneWrapsItsLines() {
    let lines = DetailPaneView.wrap("Same 150 g of Lentils: 0.1 kg CO2e, 21.7 kg less · protein −31 g", width: 24)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 24 })
    #expect(lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") == "Same 150 g of Lentils: 0.1 kg CO2e, 21.7 kg less · protein −31 g")
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") })
  }
}

/// Whether a food counts as meat in the detail pane is the catalog's rule, as the day's answer
/// and `show` decide it: a dish counts for its ingredients.
@Suite("Meat in the detail pane")
struct DetailMeatTests {
  @Test func aDishCountsForWhatIsInIt() throws {
    let live = try Catalog.builtIn()
    let index = try #require(live.foodIndex(id: "pad-thai"))
    let meat = live.defaultMeatSections
    let detail = FoodDetail(food: index, quantity: .some, catalog: live, meatSections: meat)
    #expect(detail.countsAsMeat == live.countsAsMeat(index, meatSections: meat))
    #expect(detail.countsAsMeat, "prawns and fish sauce")
    #expect(!meat.contains(live.foods[index].section), "its own section is not meat")
    #expect(detail.lines().contains { $0.hasPrefix("Counts as meat (") && $0.hasSuffix(" in it)") && $0.contains("Fish") })
    // Who does not count fish and shellfish as meat sees it as not meat.
    let plain = FoodDetail(food: index, quantity: .some, catalog: live, meatSections: ["red-meat"])
    #expect(!plain.countsAsMeat)
    #expect(plain.lines().contains("Not meat (\(plain.sectionName))"))
  }
}
