import TextUI

struct NowPlayingView: View {
  let title: String
  let artist: String
  let progress: Double
  @State private var isPlaying = true

  var body: some View {
    VStack(spacing: 24) {
      RoundedRectangle(cornerRadius: 12)
        .fill(Color.pink.gradient)
        .frame(width: 280, height: 280)
        .overlay {
          Image(systemName: "music.note")
            .font(.system(size: 80))
            .foregroundStyle(.white)
        }
      VStack(spacing: 4) {
        Text(title)
          .font(.title2)
          .bold()
        Text(artist)
          .foregroundStyle(.secondary)
      }
      VStack(spacing: 6) {
        GeometryReader { geometry in
          ZStack(alignment: .leading) {
            Capsule().fill(Color.gray.opacity(0.3))
            Capsule().fill(Color.pink)
              .frame(width: geometry.size.width * progress)
          }
        }
        .frame(height: 6)
        HStack {
          Text("1:02")
          Spacer()
          Text("-2:31")
        }
        .font(.caption)
        .foregroundStyle(.secondary)
      }
      HStack(spacing: 50) {
        Button {
        } label: {
          Image(systemName: "backward.fill")
        }
        Button {
          isPlaying.toggle()
        } label: {
          Image(systemName: isPlaying ? "pause.circle.fill" : "play.circle.fill")
            .font(.system(size: 64))
        }
        Button {
        } label: {
          Image(systemName: "forward.fill")
        }
      }
      .font(.title)
      .foregroundStyle(.primary)
    }
    .padding(32)
  }
}

struct NowPlayingView_Previews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [80, 40]) }
  static var previews: some View {
    NowPlayingView(title: "Midnight City", artist: "M83", progress: 0.3)
  }
}
