/// Where a preview provider is declared, as `PreviewRegistryPlugin` found it at build time:
/// the runner's annotations and reports point a failing state at this line.
///
/// The plugin lists one for each provider in the generated registry's
/// ``PreviewRegistry/sourceLocations``; nobody writes one by hand.
public struct PreviewSourceLocation: Sendable {
  /// The provider, by identity.
  public let provider: ObjectIdentifier
  /// The file, from the package root, with `/` between folders: `Previews/ItemListPreviews.swift`.
  public let file: String
  /// The line of the provider's declaration, from 1.
  public let line: Int
  /// For a file of `#Preview`s, each state's own line, in state order; empty otherwise.
  public let stateLines: [Int]

  /// The location of `provider`'s declaration.
  public init(_ provider: any PreviewProvider.Type, file: String, line: Int, stateLines: [Int] = []) {
    self.provider = ObjectIdentifier(provider)
    self.file = file
    self.line = line
    self.stateLines = stateLines
  }
}
