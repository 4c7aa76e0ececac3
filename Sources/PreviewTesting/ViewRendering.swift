import PreviewKit
import PreviewSnapshots
import TextUI

/// Renders a view the way the runner renders a preview state: in the preview dependency
/// context, its `.task`s and model work settled, with no clock and no terminal involved.
@MainActor
enum ViewRendering {
  /// Long enough for a loaded CI machine: a view that settles never waits for it.
  static let timeout = Duration.seconds(30)

  /// The snapshot of `view` at `width` × `height` (natural height when `nil`) named `id`, or
  /// why it could not be rendered.
  static func snapshot(
    of view: @escaping @MainActor () -> some View, id: SnapshotID, height: Int?, variant: PreviewVariant = .light
  ) async -> Result<SnapshotFile, RenderFailureMessage> {
    let state = PreviewState(id.state) { view() }
    let outcome = await StateRenderer(timeout: timeout).render(state, id: id, height: height, variant: variant)
    if let failure = outcome.failure { return .failure(RenderFailureMessage(text: failure.description)) }
    guard let rendered = outcome.steps.first else {
      return .failure(RenderFailureMessage(text: "the view produced no rendering"))
    }
    return file(rendered, id: id)
  }

  /// The snapshot file `rendered` (rendered as `.snapshot`) encodes, named `id`.
  static func file(_ rendered: RenderedSnapshot, id: SnapshotID) -> Result<SnapshotFile, RenderFailureMessage> {
    do {
      return .success(try SnapshotFile.decode(rendered.bytes, path: id.relativePath))
    } catch {
      return .failure(RenderFailureMessage(text: "its rendering cannot be read back as a snapshot: \(error)"))
    }
  }
}

/// Why a view could not be rendered, in the runner's words.
struct RenderFailureMessage: Error {
  var text: String
}
