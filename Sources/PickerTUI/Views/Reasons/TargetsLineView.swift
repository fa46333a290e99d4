import Foundation
import PickerModel

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
      let total = line.unit == "kg" ? String(format: "%.1f", line.total) : String(format: "%.0f", line.total)
      let label = line.name == "week" ? "week kg" : line.unit == "kcal" ? "kcal" : "g \(line.name)"
      guard let target = line.target else { return line.name == "week" || line.name == "fibre" ? nil : "\(total) \(label)" }
      let goal = line.unit == "kg" ? String(format: "%.0f", target) : String(format: "%.0f", target)
      let figure = "\(total)/\(goal) \(label)"
      return bars ? "\(figure) \(bar(line.fraction ?? 0))" : figure
    }
  }

  /// Five cells, filled to the fraction; a full bar past the target ends in a mark.
  func bar(_ fraction: Double) -> String {
    let cells = 5
    let filled = min(cells, Int((fraction * Double(cells)).rounded(.down)))
    let full = glyphs.unicode ? "█" : "#"
    let empty = glyphs.unicode ? "░" : "."
    var bar = String(repeating: full, count: filled) + String(repeating: empty, count: cells - filled)
    if fraction > 1 { bar = String(bar.dropLast()) + "+" }
    return "[\(bar)]"
  }
}
