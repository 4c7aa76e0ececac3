import TextUI

struct PlayerControls: View {
  @State private var isPlaying = false
  @State private var position = 0.35
  let title = "Clair de Lune"
  let artist = "Claude Debussy"

  var body: some View {
    VStack(spacing: 16) {
      RoundedRectangle(cornerRadius: 12)
        .fill(.purple)
        .frame(width: 96, height: 88)
        .shadow(color: .black, radius: 8, x: 0, y: 4)
      Text(title).font(.headline)
      Text(artist).font(.subheadline).foregroundStyle(.secondary)
      Slider(value: $position)
      HStack(spacing: 24) {
        Button(action: {}) { Image(systemName: "backward.fill") }
        Button(action: { isPlaying.toggle() }) {
          Image(systemName: isPlaying ? "pause.fill" : "play.fill")
        }
        .keyboardShortcut(" ")
        Button(action: {}) { Image(systemName: "forward.fill") }
      }
      .buttonStyle(.plain)
      .font(.title)
    }
    .padding()
  }
}

struct PlayerControls_Previews: PreviewProvider {
  static var previews: some View {
    PlayerControls()
  }
}
