/// How long a bar of kg CO2e is, on every chart (the app's history, `history`, `report`): one
/// scale, linear, so that a bar twice as long is twice the footprint; any day above zero gets
/// at least one cell, so a plant day beside a beef day still shows.
public enum BarScale {
  /// Cells for `value` against `most`, 0 to `width`, whatever the figures (negative, infinite
  /// or NaN from a log row written by hand).
  public static func cells(_ value: Double, most: Double, width: Int) -> Int {
    guard width > 0, value.isFinite, most.isFinite, value > 0, most > 0 else { return 0 }
    return max(1, Int((min(value / most, 1) * Double(width)).rounded()))
  }

  /// Cells filled for a share of a goal (1 is the goal), 0 to `width`, whatever the share
  /// (infinite or NaN from a figure no catalog has): clamped before it becomes an integer, which
  /// traps on anything it cannot hold.
  public static func filled(_ share: Double, width: Int, rounding rule: FloatingPointRoundingRule = .toNearestOrEven) -> Int {
    guard width > 0, !share.isNaN else { return 0 }
    return Int((min(max(share, 0), 1) * Double(width)).rounded(rule))
  }
}
