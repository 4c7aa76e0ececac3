import PreviewKit
import PreviewSnapshots
import Testing
import TextUI

/// One preview state as a Swift Testing case: `component/preview/state`, verified against the
/// package's `Snapshots/` as `preview-runner` verifies it (every width, every step).
///
/// The registry plugin, applied to a test target, writes one parameterized test per preview
/// of the previews targets that test target depends on, so `swift test --filter ItemList`
/// and test navigators see each state:
///
/// ```swift
/// @Suite("ItemListPreviews") @MainActor
/// struct ItemListPreviewsStates {
///   @Test("ItemListPreviews", arguments: PreviewTestCase.cases(in: DiscoveredPreviews.self, previews: ["ItemListPreviews"]))
///   func state(_ state: PreviewTestCase) async { await state.verify(snapshots: "/path/to/MyApp/Snapshots") }
/// }
/// ```
public struct PreviewTestCase: Sendable, CustomStringConvertible, CustomTestStringConvertible {
  /// The snapshot folder the preview writes to.
  public let component: String
  /// The preview's name.
  public let preview: String
  /// The state's name.
  public let state: String
  /// The variant the state is rendered in.
  public let variant: PreviewVariant
  /// Where the state is in its preview's `states`.
  let stateIndex: Int
  /// The registry the preview came from, read on the main actor only.
  private let registry: RegistryReference

  /// `component/preview/state`, with ` [variant]` for a variant other than the default: the
  /// name the case is shown and filtered by.
  public var description: String {
    "\(component)/\(preview)/\(state)" + (variant.isDefault ? "" : " [\(variant.name)]")
  }
  /// The same name, for Swift Testing.
  public var testDescription: String { description }

  /// Every state of the previews in `registry`, in each of the preview's variants (the
  /// registry's `PreviewConfiguration`, as the preview changes it): of those named `previews`
  /// when given, of the others when `excluding` is given instead, in the runner's order.
  @MainActor
  public static func cases(
    in registry: any PreviewRegistry.Type, previews: [String]? = nil, excluding: [String] = []
  ) -> [PreviewTestCase] {
    let providers = registry.providers
      .filter { previews?.contains($0.previewName) ?? !excluding.contains($0.previewName) }
      .sorted { ($0.component, $0.previewName) < ($1.component, $1.previewName) }
    return providers.flatMap { provider in
      let states = provider.states
      // A preview with no states would make no case and pass unseen: it gets one that fails.
      if states.isEmpty {
        return [
          PreviewTestCase(
            component: provider.component, preview: provider.previewName, state: Self.noStates, variant: .light,
            stateIndex: -1, registry: RegistryReference(registry))
        ]
      }
      let variants = provider.variants(from: registry.variants)
      return states.enumerated().flatMap { index, state in
        variants.map { variant in
          PreviewTestCase(
            component: provider.component, preview: provider.previewName, state: state.name, variant: variant,
            stateIndex: index, registry: RegistryReference(registry))
        }
      }
    }
  }

  /// Renders the state at every width it declares and after every step, and checks each
  /// rendering against its file in `snapshots` (normally the package's `Snapshots` folder),
  /// recording as the record mode allows (``SnapshotRecordMode``); every difference is a test
  /// issue with the diff and the file's path.
  @MainActor
  public func verify(
    snapshots: String, record: SnapshotRecordMode? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let mode = SnapshotRecordMode.resolve(record, reportingAt: location) else { return }
    let verification = SnapshotVerification(
      store: SnapshotStore(root: snapshots), mode: mode, rerun: "swift test --filter \(preview)")
    for failure in await PreviewStateRendering(self).check(with: verification) {
      TestFailure.report(failure, at: location)
    }
  }

  /// Renders the state `repeats` times, building it anew each time, and reports the first
  /// cell where a rendering differs from the first one, as `assertStableRendering` does.
  @MainActor
  public func assertStable(
    repeats: Int = 3, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if let failure = await PreviewStateRendering(self).stabilityProblem(repeats: repeats) {
      TestFailure.report("\(description) \(failure)", at: location)
    }
  }

  /// The state name of the one case of a preview that declares no states, which fails.
  static let noStates = "(no states)"

  /// The provider this case renders.
  @MainActor
  var provider: (any PreviewProvider.Type)? {
    registry.registry.providers.first { $0.previewName == preview }
  }

  /// The variants the registry declares, which the provider may change.
  @MainActor
  var configuredVariants: [PreviewVariant] { registry.registry.variants }
}

/// A registry type carried by a `Sendable` test case and read only on the main actor, where
/// every registry lives.
private struct RegistryReference: @unchecked Sendable {
  let registry: any PreviewRegistry.Type
  init(_ registry: any PreviewRegistry.Type) { self.registry = registry }
}
