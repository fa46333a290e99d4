import FoodData

/// What the food sheet and the detail pane say about limits, food by food: "1 of 2 this week",
/// and whether the food is at its limit already.
public struct LimitNote: Equatable, Sendable {
  public var usage: LimitUsage
  /// "Salmon", "Red meat", "meat": what the limit is on, for the detail pane.
  public var targetName: String
  /// "2 of 2 this week"
  public var text: String
  public var isAtLimit: Bool { usage.isAtLimit }
}

extension LimitNote {
  /// The note of each food under a limit, by index into the catalog's foods. Where several
  /// limits apply (salmon, fish, meat), the note is the one closest to its limit, and on a tie
  /// the most specific (a food before its section before meat).
  public static func notes(
    for usages: [LimitUsage], catalog: Catalog, today: Day, countsAsMeat: (Int) -> Bool
  ) -> [Int: LimitNote] {
    guard !usages.isEmpty else { return [:] }
    var notes: [Int: LimitNote] = [:]
    var sectionNames: [String: String] = [:]
    for section in catalog.sections { sectionNames[section.id] = section.name }
    // The foods are read by column, not made: a million-food catalog under a meat limit.
    var limitedFoods: [String: Int] = [:]
    for usage in usages {
      if case .food(let id) = usage.limit.target, let index = catalog.foods.position(ofID: id) { limitedFoods[id] = index }
    }
    for index in catalog.foods.indices {
      var best: (rank: (Int, Int), note: LimitNote)?
      for usage in usages {
        let specificity: Int
        let name: String
        switch usage.limit.target {
        case .food(let id):
          guard limitedFoods[id] == index else { continue }
          (specificity, name) = (0, catalog.foods[index].name)
        case .section(let id):
          // A dish is under its ingredients' sections' limits too (a ham sandwich under Red meat).
          guard Catalog.isIn(section: id, sectionsWithin: catalog.foods.sectionsWithin(at: index)) else { continue }
          (specificity, name) = (1, sectionNames[id] ?? id)
        case .meat:
          guard countsAsMeat(index) else { continue }
          (specificity, name) = (2, "meat")
        }
        // Room left first (0 = at the limit), then specificity.
        let rank = (usage.limit.count - usage.used, specificity)
        if let current = best, current.rank <= rank { continue }
        best = (rank, LimitNote(usage: usage, targetName: name, text: usage.text(today: today)))
      }
      if let best { notes[index] = best.note }
    }
    return notes
  }
}

extension LimitUsage {
  /// The limits that one more meal of this kind would take past their count: what the app
  /// asks about before adding.
  public static func wouldGoOver(
    _ meal: LoggedMeal, usages: [LimitUsage], countsAsMeat: (LoggedMeal) -> Bool
  ) -> [LimitUsage] {
    usages.filter { $0.period.contains(meal.day) && $0.limit.target.counts(meal, countsAsMeat: countsAsMeat) && $0.used + 1 > $0.limit.count }
  }
}
