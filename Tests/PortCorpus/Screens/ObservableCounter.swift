import TextUI

@Observable
final class ScoreBoard {
  var home = 0
  var away = 0
  var homeName = "Lions"
  var awayName = "Tigers"
}

struct ScoreRow: View {
  @Environment(ScoreBoard.self) private var board

  var body: some View {
    HStack {
      Text("\(board.homeName) \(board.home)")
      Spacer()
      Text("\(board.away) \(board.awayName)")
    }
    .font(.title)
  }
}

struct TeamNames: View {
  @Bindable var board: ScoreBoard

  var body: some View {
    VStack {
      TextField("Home", text: $board.homeName)
      TextField("Away", text: $board.awayName)
    }
  }
}

struct ObservableCounter: View {
  @State private var board = ScoreBoard()

  var body: some View {
    VStack(spacing: 16) {
      ScoreRow()
      HStack {
        Button("Home +1") { board.home += 1 }
        Button("Away +1") { board.away += 1 }
      }
      TeamNames(board: board)
    }
    .environment(board)
    .padding()
  }
}

struct ObservableCounter_Previews: PreviewProvider {
  static var previews: some View {
    ObservableCounter()
  }
}
