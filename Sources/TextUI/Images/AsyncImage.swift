import Foundation

/// SwiftUI's `AsyncImage`: an image loaded from a URL. A preview never touches the network,
/// so a snapshot is the same on every machine and offline: TextUI's `AsyncImage` always
/// shows its *empty* phase — the placeholder you give it, your phase closure called with
/// `.empty`, or `[image]` for the plain form.
///
/// ```swift
/// AsyncImage(url: photo.url) { phase in
///   switch phase {
///   case .empty: ProgressView()                      // drawn: "⠋"
///   case .success(let image): image.resizable()
///   case .failure: Image(systemName: "photo")
///   @unknown default: EmptyView()
///   }
/// }
/// ```
public struct AsyncImage<Content: View>: View {
  let content: Content

  /// The plain form: the image, or `[image]` until it loads (always, in a preview).
  public init(url: URL?, scale: CGFloat = 1) where Content == Image {
    content = Image("image")
  }

  /// The image given to `content` once loaded; `placeholder` until then (always, in a preview).
  public init<I: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> Content
  ) {
    self.content = placeholder()
  }

  /// `content` called with the loading phase: `.empty` in a preview.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.content = content(.empty)
  }

  public var body: some View { content }
}

/// Where an `AsyncImage` is in loading its image.
public enum AsyncImagePhase {
  /// Nothing loaded yet: the phase a preview always shows.
  case empty
  /// The image loaded.
  case success(Image)
  /// Loading failed with this error.
  case failure(any Error)

  /// The loaded image, if any.
  public var image: Image? {
    if case .success(let image) = self { image } else { nil }
  }

  /// The loading error, if any.
  public var error: (any Error)? {
    if case .failure(let error) = self { error } else { nil }
  }
}
