import Foundation
import PickerModel

/// Reads a file of names, one a line, into a search index, a megabyte at a time: the whole
/// file is never in memory beside the index.
enum NamesFile {
  static func index(_ url: URL) throws -> SearchIndex {
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
    var index = SearchIndex()
    index.reserveCapacity(items: size / 40, bytes: size)
    var carry = Data()
    while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
      carry.append(chunk)
      var start = carry.startIndex
      while let newline = carry[start...].firstIndex(of: 0x0A) {
        index.append([String(decoding: carry[start..<newline], as: UTF8.self)])
        start = carry.index(after: newline)
      }
      carry = Data(carry[start...])
    }
    if !carry.isEmpty { index.append([String(decoding: carry, as: UTF8.self)]) }
    return index
  }
}
