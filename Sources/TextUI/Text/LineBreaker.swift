public enum LineBreaker {
  public static func wrap(_ clusters: [DisplayCluster], maxWidth: Int) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var start = 0
    var used = 0
    for (i, c) in clusters.enumerated() {
      if used + c.width > maxWidth && i > start { result.append(start..<i); start = i; used = 0 }
      used += c.width
    }
    result.append(start..<clusters.count)
    return result
  }
  public static func width(of clusters: [DisplayCluster], in range: Range<Int>) -> Int {
    clusters[range].reduce(0) { $0 + $1.width }
  }
}
