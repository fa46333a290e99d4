import Foundation
import PickerModel

/// The review as text lines: what `nomeat-tui report` prints and the app's weekly review
/// shows, made from the figures in one place.
public enum ReviewLines {
  /// - Parameter unicode: bars of "█" rather than "#" (the caller knows what its output can
  ///   show: the terminal for the app, the locale for the command).
  /// The column the chart's bars start at in a day's line: the day ("Mon 30") and its meat word.
  public static let barColumn = 15

  /// The lines of the chart, a day each, by their place in `lines`.
  public static func chartLines(_ review: Review) -> Range<Int> { 3..<(3 + review.days.count) }

  public static func lines(_ review: Review, unicode: Bool, barWidth: Int = 30) -> [String] {
    guard let first = review.days.first?.date, let last = review.days.last?.date else { return [] }
    var lines = ["\(review.period == .week ? "Week" : "Month") \(DayWords.label(first)) to \(DayWords.long(last))"]
    lines.append("Meat days: \(review.meatDays) · meat-free: \(review.meatFreeDays) · not known: \(review.unknownDays)")
    if let goal = review.kgCO2eGoal {
      let verdict = review.kgCO2e <= goal ? "within the goal" : String(format: "%.1f over the goal", review.kgCO2e - goal)
      lines.append(String(format: "Footprint: %.1f of %.1f kg CO2e (%@)", review.kgCO2e, goal, verdict))
    } else {
      lines.append(String(format: "Footprint: %.1f kg CO2e (no goal: nomeat-tui target set co2e-week N)", review.kgCO2e))
    }
    // The chart: a bar a day, on the scale of the day goal when there is one.
    let dayGoal = review.weeklyGoal.map { $0 / 7 }
    let most = max(review.days.map(\.kgCO2e).max() ?? 0, dayGoal ?? 0, 0.1)
    for day in review.days {
      let cells = BarScale.cells(day.kgCO2e, most: most, width: barWidth)
      var bar = Array(repeating: unicode ? "█" : "#", count: cells) + Array(repeating: " ", count: barWidth - cells)
      if let dayGoal {
        let mark = min(barWidth - 1, BarScale.cells(dayGoal, most: most, width: barWidth))
        if mark >= cells { bar[mark] = "|" }
      }
      let meat = day.ateMeat.map { $0 ? "meat   " : "no meat" } ?? "   -   "
      let date = "\(DayWords.weekday(day.date)) \(String(day.date.day).leftPadded(2))"
      var line = "\(date) \(meat) \(bar.joined()) \(String(format: "%5.1f", day.kgCO2e)) kg"
      line += String(format: "  %5.0f", day.kcal) + (review.kcalTarget.map { String(format: "/%.0f", $0) } ?? "") + " kcal"
      line += String(format: "  %3.0f", day.proteinGrams) + (review.proteinTarget.map { String(format: "/%.0f", $0) } ?? "") + " g protein"
      lines.append(line)
    }
    if review.limits.isEmpty {
      lines.append("Limits: none set")
    } else {
      for limit in review.limits {
        let counts = limit.used.map(String.init).joined(separator: ", ")
        let rate = LimitWords.rate(count: limit.count, period: limit.period)
        lines.append("Limit on \(limit.name) \(rate): \(limit.isKept ? "kept" : "broken") (\(counts))")
      }
    }
    if !review.topFoods.isEmpty { lines.append("Most of the footprint:") }
    for share in review.topFoods {
      var line = String(format: "  %@: %.1f kg CO2e in %d meal%@", share.name, share.kgCO2e, share.meals, share.meals == 1 ? "" : "s")
      if let swap = share.swap, swap.saved > 0 {
        line += String(format: "; as %@ it would have been %.1f kg, saving %.1f kg", swap.name, swap.kgCO2e, swap.saved)
      }
      lines.append(line)
    }
    if !review.shortNutrients.isEmpty { lines.append("Short of a day's goal, by the daily average:") }
    for shortfall in review.shortNutrients {
      let nutrient = shortfall.nutrient
      var line = String(
        format: "  %@: %.0f%% of %@ a day (%@)", NutrientWords.name(nutrient), shortfall.averageShare * 100,
        NutrientWords.amount(shortfall.goalAmount, nutrient, ascii: !unicode), shortfall.goalSource)
      let suppliers = shortfall.suppliers.map { "\($0.name) \(NutrientWords.amount($0.amount, nutrient, ascii: !unicode))" }
      let whole = review.period == .week ? "the week's" : "the month's"
      line += suppliers.isEmpty ? "; no meal had any" : "; \(whole) most from " + suppliers.joined(separator: ", ")
      lines.append(line)
    }
    return lines
  }
}

extension String {
  func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
