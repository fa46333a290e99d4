import Foundation
import PickerModel
import FoodData

/// The main screen's line of targets: today's kcal, protein and fibre against the targets set,
/// a small bar each, and the week's kg CO2e against the weekly goal. Totals alone where no
/// target is set.
struct TargetsLineView {
  let glyphs: Glyphs

  /// The line's parts, most important first: a narrow line drops the last ones, and the bars
  /// go before the figures do.
  func text(_ targets: DayTargets, width: Int) -> String {
    let withBars = parts(targets, bars: true)
    for parts in [withBars, parts(targets, bars: false)] {
      var shown = parts
      while !shown.isEmpty {
        let line = shown.joined(separator: "  ")
        if DisplayWidth.of(line) <= width { return line }
        shown.removeLast()
      }
    }
    return ""
  }

  private func parts(_ targets: DayTargets, bars: Bool) -> [String] {
    (targets.today + [targets.week]).compactMap { line in
      let total = String(format: line.measure == .co2eWeek ? "%.1f" : "%.0f", line.total)
      guard let target = line.target else {
        // Totals only without a target; fibre and the week only when aimed for.
        return line.measure == .co2eWeek || line.measure == .fibre ? nil : Self.figure(total, line.measure)
      }
      let goal = String(format: target == target.rounded() ? "%.0f" : "%.1f", target)
      let figure = Self.figure("\(total)/\(goal)", line.measure)
      return bars ? "\(figure) \(bar(line.fraction ?? 0))" : figure
    }
  }

  /// A figure with what it measures: "1240 kcal", "66/60 g protein", "week 12.3/15 kg".
  static func figure(_ figure: String, _ measure: DayTargets.Measure) -> String {
    switch measure {
    case .kcal: "\(figure) kcal"
    case .protein: "\(figure) g protein"
    case .fibre: "\(figure) g fibre"
    case .co2eWeek: "week \(figure) kg"
    }
  }

  /// Five cells filled to the fraction, and a "+" past the target (said, not only drawn).
  func bar(_ fraction: Double) -> String {
    let cells = 5
    let filled = BarScale.filled(fraction, width: cells, rounding: .down)
    let bar = String(repeating: glyphs.unicode ? "█" : "#", count: filled) + String(repeating: glyphs.unicode ? "░" : ".", count: cells - filled)
    return fraction > 1 ? bar + "+" : bar
  }
}
