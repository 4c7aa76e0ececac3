import Foundation
import PreviewKit

/// Where each preview of a run is declared, by preview name, as reports and annotations point
/// at it: the registry's locations (files from the package root) turned into files from the
/// root of the Git checkout, which is how GitHub names the files of a pull request.
struct PreviewDeclarations: Sendable {
  private struct Declaration: Sendable {
    var file: String
    var line: Int
    var stateLines: [Int]
  }

  private var byPreview: [String: Declaration] = [:]

  /// No declarations: providers handed over without a registry's locations.
  init() {}

  /// The declarations of `providers` that `locations` name, for a run in `workingDirectory`.
  @MainActor
  init(providers: [any PreviewProvider.Type], locations: [PreviewSourceLocation], workingDirectory: String) {
    guard !locations.isEmpty else { return }
    let packageRoot = PackagePaths.root(from: workingDirectory) ?? workingDirectory
    let checkout = GitCheckout.around(packageRoot)
    let names = Dictionary(
      providers.map { (ObjectIdentifier($0), $0.previewName) }, uniquingKeysWith: { first, _ in first })
    for location in locations {
      guard let name = names[location.provider] else { continue }
      let file = checkout?.relativePath(of: packageRoot + "/" + location.file) ?? location.file
      byPreview[name] = Declaration(file: file, line: location.line, stateLines: location.stateLines)
    }
  }

  /// Where `preview` is declared: the state's own line when the preview has one per state
  /// (a file of `#Preview`s), else the provider's.
  func location(of preview: String, stateIndex: Int? = nil) -> SourceLine? {
    guard let declaration = byPreview[preview] else { return nil }
    if let stateIndex, declaration.stateLines.indices.contains(stateIndex) {
      return SourceLine(file: declaration.file, line: declaration.stateLines[stateIndex])
    }
    return SourceLine(file: declaration.file, line: declaration.line)
  }
}
