import Testing

@testable import PickerTUI

/// The terminal's bytes as the keys they make: a byte that is not UTF-8 is dropped and never
/// holds back the keys after it (issue 38, fault 1).
@Suite("Bytes into characters")
struct UTF8AssemblerTests {
  /// What the bytes type, as text.
  func typed(_ bytes: [UInt8]) -> String {
    var assembler = UTF8Assembler()
    return String(String.UnicodeScalarView(bytes.compactMap { assembler.take($0) }))
  }

  @Test func textOfOneToFourBytesIsReadWhole() {
    let text = "q café € 🍳 \u{10FFFF}"
    #expect(typed(Array(text.utf8)) == text)
  }

  @Test func aByteThatIsNeverUTF8IsDroppedAndTheNextKeyRead() {
    for byte: UInt8 in [0xFF, 0xFE, 0xF5, 0xC0, 0xC1, 0x80, 0xBF] {
      #expect(typed([byte, 0x71]) == "q", "0x\(String(byte, radix: 16)) then q")
    }
  }

  @Test func ctrlCAndEscCutAnUnfinishedCharacterShort() {
    #expect(typed([0xC3, 0x03]) == "\u{03}", "Ctrl-C after the first byte of é")
    #expect(typed([0xF0, 0x9F, 0x1B]) == "\u{1B}", "Esc after half an emoji")
    #expect(typed([0xE2, 0x82, 0xC3, 0xA9]) == "é", "a new first byte starts a new character")
  }

  /// What a terminal set to Latin-1 pastes for "café": ESC[200~ caf 0xE9 ESC[201~.
  @Test func aLatin1PasteLosesItsAccentedLetterOnly() {
    let bytes = Array("\u{1B}[200~caf".utf8) + [0xE9] + Array("\u{1B}[201~".utf8)
    #expect(typed(bytes) == "\u{1B}[200~caf\u{1B}[201~")
  }

  @Test func overlongFormsSurrogatesAndValuesPastUnicodeAreRefused() {
    #expect(typed([0xC0, 0xAF]) == "", "/ in two bytes")
    #expect(typed([0xE0, 0x80, 0xAF]) == "", "/ in three bytes")
    #expect(typed([0xED, 0xA0, 0x80]) == "", "a surrogate")
    #expect(typed([0xF4, 0x90, 0x80, 0x80]) == "", "U+110000")
    #expect(typed([0xF0, 0x80, 0x80, 0xAF, 0x71]) == "q")
  }

  /// Every pair of bytes, then q: q is always read. (Scalars, not characters: U+0600 and q
  /// are one character.)
  @Test func qIsReadAfterAnyTwoBytes() {
    for first in UInt8.min...UInt8.max {
      for second in UInt8.min...UInt8.max where typed([first, second, 0x71]).unicodeScalars.last != "q" {
        Issue.record("q lost after 0x\(String(first, radix: 16)) 0x\(String(second, radix: 16))")
      }
    }
  }

  /// Random bytes give the characters the standard library reads in them, its replacement
  /// characters left out: the same rule of which bytes make a character and where one that
  /// went wrong ends (Unicode's "maximal subpart" practice).
  @Test(arguments: [1, 2, 3] as [UInt64])
  func randomBytesGiveWhatTheStandardLibraryReads(seed: UInt64) {
    var random = RenderFuzzTests.SplitMix(state: seed)
    // Bytes that make up UTF-8 far more often than chance would.
    let likely: [UInt8] = [0x71, 0x1B, 0x03, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC2, 0xC3, 0xE0, 0xE2, 0xED, 0xF0, 0xF4, 0xF5, 0xFF]
    for _ in 0..<5_000 {
      let bytes = (0..<Int.random(in: 1...12, using: &random)).map { _ in
        Bool.random(using: &random) ? likely.randomElement(using: &random) ?? 0 : UInt8.random(in: 0...255, using: &random)
      }
      let expected = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars.filter { $0 != "\u{FFFD}" })
      #expect(Array(typed(bytes).unicodeScalars) == expected, "\(bytes.map { String($0, radix: 16) })")
    }
  }
}
