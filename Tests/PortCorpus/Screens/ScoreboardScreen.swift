import TextUI

struct Player: Identifiable {
  let id = UUID()
  let name: String
  let wins: Int
  let losses: Int
}

struct ScoreboardScreen: View {
  let players = [
    Player(name: "Avery", wins: 12, losses: 3),
    Player(name: "Jordan", wins: 9, losses: 6),
    Player(name: "Sam", wins: 4, losses: 11),
  ]

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("Scoreboard")
        .font(.title)
        .bold()

      Grid(alignment: .leading, horizontalSpacing: 32, verticalSpacing: 0) {
        GridRow {
          Text("Player")
          Text("W")
            .gridColumnAlignment(.trailing)
          Text("L")
            .gridColumnAlignment(.trailing)
          Text("Win %")
            .gridColumnAlignment(.trailing)
        }
        .font(.headline)

        Divider()
          .gridCellUnsizedAxes(.horizontal)

        ForEach(players) { player in
          GridRow {
            Text(player.name)
            Text("\(player.wins)")
            Text("\(player.losses)")
            Text(percent(player))
              .foregroundColor(player.wins > player.losses ? .green : .red)
          }
        }

        Divider()
          .gridCellUnsizedAxes(.horizontal)

        GridRow {
          Text("Season 4 of 10")
            .foregroundColor(.secondary)
            .gridCellColumns(4)
        }
      }
    }
    .padding()
  }

  func percent(_ player: Player) -> String {
    let total = player.wins + player.losses
    return "\(player.wins * 100 / max(total, 1))%"
  }
}

struct ScoreboardScreen_Previews: PreviewProvider {
  static var previews: some View {
    ScoreboardScreen()
  }
}
