/// Orders hits best first: by rank, then in catalog order (hits arrive in catalog order).
enum Ranking {
  /// All hits, ranked with a counting sort, which is stable.
  ///
  /// - Complexity: O(n + 16,384) for many hits, against O(n log n) for a comparison sort:
  ///   1,000,000 hits rank in a few milliseconds. Few hits use a comparison sort.
  static func all(_ hits: [SearchHit]) -> [SearchHit] {
    guard hits.count > 1 else { return hits }
    if hits.count < 4_096 {
      // Items are unique and in catalog order, so (rank, item) is the stable order.
      return hits.sorted { ($0.rank, $0.item) < ($1.rank, $1.item) }
    }
    var counts = histogram(hits)
    var sum = 0
    for i in counts.indices {
      let count = counts[i]
      counts[i] = sum
      sum += count
    }
    var out = [SearchHit](repeating: SearchHit(item: 0, key: 0, rank: 0), count: hits.count)
    out.withUnsafeMutableBufferPointer { out in
      for hit in hits {
        out[counts[Int(hit.rank)]] = hit
        counts[Int(hit.rank)] += 1
      }
    }
    return out
  }

  /// The best `limit` hits, ranked, without ranking the rest: a histogram of ranks finds the
  /// rank that the limit reaches, and only hits up to it are sorted.
  ///
  /// - Complexity: two passes over the hits, plus O(limit log limit).
  static func best(_ limit: Int, of hits: [SearchHit]) -> [SearchHit] {
    guard hits.count > limit else { return all(hits) }
    let counts = histogram(hits)
    var reached = 0
    var threshold = 0
    while threshold < counts.count {
      reached += counts[threshold]
      if reached >= limit { break }
      threshold += 1
    }
    let chosen = hits.filter { Int($0.rank) <= threshold }
    return Array(chosen.sorted { ($0.rank, $0.item) < ($1.rank, $1.item) }.prefix(limit))
  }

  /// Each item of the hits once, with its best rank, in item order: the order a scan gives, and
  /// the one the counting sort keeps for equal ranks. For readings joined after a scan.
  static func bestPerItem(_ hits: [SearchHit]) -> [SearchHit] {
    var best: [Int32: SearchHit] = [:]
    for hit in hits where best[hit.item].map({ hit.rank < $0.rank }) ?? true { best[hit.item] = hit }
    return best.values.sorted { $0.item < $1.item }
  }

  private static func histogram(_ hits: [SearchHit]) -> [Int] {
    var maxRank = 0
    for hit in hits where Int(hit.rank) > maxRank { maxRank = Int(hit.rank) }
    var counts = [Int](repeating: 0, count: maxRank + 1)
    counts.withUnsafeMutableBufferPointer { counts in
      for hit in hits { counts[Int(hit.rank)] += 1 }
    }
    return counts
  }
}
