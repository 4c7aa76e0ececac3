import TextUI

/// The article's screen: the number in a box, a Fetch button, a spinner while fetching, and
/// red "Something went wrong" when the last fetch failed, centred on the screen's width as
/// SwiftUI centres it (so the box does not move when the message appears).
public struct RandomNumberScreen: View {
  @StateObject private var viewModel: RandomNumberViewModel
  /// The fetch the button started, cancelled if the screen goes away first.
  @State private var fetchTask: Task<Void, Never>? = nil

  public init(viewModel: RandomNumberViewModel) {
    _viewModel = StateObject(wrappedValue: viewModel)
  }

  public var body: some View {
    VStack {
      Text(viewModel.numberString)
        .monospaced()
        .padding(.horizontal)
        .border(.rounded)
      Button("Fetch") {
        fetchTask?.cancel()
        fetchTask = Task { await viewModel.fetch() }
      }
      if viewModel.isFetching {
        ProgressView("Fetching…")
      }
      if let errorString = viewModel.errorString {
        Text(errorString)
          .foregroundStyle(.red)
      }
    }
    .frame(maxWidth: .infinity)
    .navigationTitle("Random Number")
    .onDisappear { fetchTask?.cancel() }
  }
}
