/// How a cell looks, in terms a terminal with or without colours can show.
public struct CellStyle: Equatable, Hashable, Sendable {
  public enum Color: Equatable, Hashable, Sendable, CaseIterable {
    /// Titles, the focused control's frame, section headers.
    case accent
    /// Characters that matched the query.
    case match
    /// Meat: the YES answer, meat rows.
    case meat
    /// No meat: the NO answer.
    case plant
    /// Hints and counts.
    case muted
  }

  public var bold = false
  public var reverse = false
  public var underline = false
  public var color: Color?

  public init(bold: Bool = false, reverse: Bool = false, underline: Bool = false, color: Color? = nil) {
    self.bold = bold
    self.reverse = reverse
    self.underline = underline
    self.color = color
  }

  public static let plain = CellStyle()
}

/// One terminal cell: a character and its style. A character two columns wide sits in its first
/// cell; the second holds an empty continuation.
public struct Cell: Equatable, Sendable {
  public var character: String
  public var width: Int
  public var style: CellStyle

  public init(_ character: String, width: Int = 1, style: CellStyle = .plain) {
    self.character = character
    self.width = width
    self.style = style
  }

  public static let blank = Cell(" ")
  static let continuation = Cell("", width: 0)
}
