import TextUI

/// The article's screen, with its view model reading the client from the dependency values:
/// the number, a Fetch button, and red "Something went wrong" after a failure.
///
/// The model is created when the screen is first shown, in the dependency context in force
/// there (the runner's preview context for a preview), unless one is passed — the article's
/// previews pass one made inside `withDependencies`.
public struct RandomNumberScreen: View {
  @StateObject private var viewModel: RandomNumberViewModel

  public init(viewModel: @autoclosure @escaping () -> RandomNumberViewModel = .init()) {
    _viewModel = StateObject(wrappedValue: viewModel())
  }

  public var body: some View {
    VStack {
      Text(viewModel.numberString)
        .monospaced()

      Button("Fetch") {
        Task { await viewModel.fetch() }
      }

      if let errorString = viewModel.errorString {
        Text(errorString)
          .foregroundStyle(.red)
      }
    }
  }
}
