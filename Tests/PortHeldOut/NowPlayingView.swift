import SwiftUI

struct NowPlayingView: View {
  @State private var isPlaying = false
  @State private var position = 0.35
  @State private var volume = 0.8

  var body: some View {
    VStack(spacing: 20) {
      RoundedRectangle(cornerRadius: 16)
        .fill(LinearGradient(colors: [.purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing))
        .frame(width: 220, height: 220)
        .shadow(radius: 10)

      VStack(spacing: 4) {
        Text("Midnight City")
          .font(.system(size: 22, weight: .bold))
        Text("M83")
          .foregroundColor(Color(red: 0.5, green: 0.5, blue: 0.55))
      }

      Slider(value: $position)
        .accentColor(.white)

      HStack(spacing: 40) {
        Button(action: {}) {
          Image(systemName: "backward.fill")
        }
        Button(action: { isPlaying.toggle() }) {
          Image(systemName: isPlaying ? "pause.circle.fill" : "play.circle.fill")
            .font(.system(size: 56))
        }
        Button(action: {}) {
          Image(systemName: "forward.fill")
        }
      }
      .foregroundColor(.primary)

      HStack {
        Image(systemName: "speaker.fill")
        Slider(value: $volume, in: 0...1)
        Image(systemName: "speaker.wave.3.fill")
      }
      .font(.caption)
    }
    .padding()
  }
}

struct NowPlayingView_Previews: PreviewProvider {
  static var previews: some View {
    NowPlayingView()
      .preferredColorScheme(.dark)
  }
}
