public struct DisplayCluster: Equatable, Sendable {
  public var character: Character
  public var width: Int
}
public enum DisplayText {
  public static let tabWidth = 4
  public static func paragraphs(_ text: String) -> [[DisplayCluster]] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.map { DisplayCluster(character: $0, width: GraphemeWidth.width(of: $0)) }
    }
  }
}
