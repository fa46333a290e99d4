/// The few colours the app uses, from the xterm 256-colour palette, chosen so that each reads
/// at 4.5:1 or more (WCAG AA) on a black and on a white background alike: the terminal's
/// default background may be either. Titles and matches use the default colour, bold.
public struct Palette: Equatable, Sendable {
  /// The palette index and its red, green and blue.
  public var index: Int16
  public var rgb: (UInt8, UInt8, UInt8)

  /// #af5f5f, a muted red.
  public static let meat = Palette(index: 131, rgb: (0xAF, 0x5F, 0x5F))
  /// #00875f, a deep green.
  public static let plant = Palette(index: 29, rgb: (0x00, 0x87, 0x5F))
  /// #767676, the grey of hints.
  public static let muted = Palette(index: 243, rgb: (0x76, 0x76, 0x76))

  public static let all = [meat, plant, muted]

  public static func == (lhs: Palette, rhs: Palette) -> Bool { lhs.index == rhs.index }
}
