/// The run of meat-free days: the one count behind the history screen and `history`.
public enum MeatFreeStreak {
  /// Meat-free days in a row, counted back from the last day (answers oldest first); a last
  /// day with no answer yet does not break the run (the day is not over), any other does.
  public static func count(_ answers: [Bool?]) -> Int {
    var run = 0
    for (index, ateMeat) in answers.reversed().enumerated() {
      switch ateMeat {
      case .some(false): run += 1
      case .some(true): return run
      case .none: if index > 0 { return run }
      }
    }
    return run
  }
}
