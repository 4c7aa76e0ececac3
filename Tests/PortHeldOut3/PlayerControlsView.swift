import SwiftUI

struct PlayerControlsView: View {
  @State private var player = PlayerModel()

  var body: some View {
    VStack(spacing: 24) {
      RoundedRectangle(cornerRadius: 20)
        .fill(.purple.gradient)
        .aspectRatio(1, contentMode: .fit)
        .overlay {
          Image(systemName: "music.note")
            .font(.system(size: 80))
            .foregroundStyle(.white.opacity(0.8))
        }
        .shadow(radius: 12)
        .padding(.horizontal, 32)

      VStack(spacing: 4) {
        Text(player.track.title)
          .font(.title2.bold())
        Text(player.track.artist)
          .foregroundStyle(.secondary)
      }

      VStack(spacing: 4) {
        Slider(value: $player.position, in: 0...player.track.duration)
        HStack {
          Text(timeString(player.position))
          Spacer()
          Text("-" + timeString(player.track.duration - player.position))
        }
        .font(.caption.monospacedDigit())
        .foregroundStyle(.secondary)
      }

      HStack(spacing: 40) {
        Button {
          player.isShuffling.toggle()
        } label: {
          Image(systemName: "shuffle")
            .foregroundStyle(player.isShuffling ? Color.accentColor : .secondary)
        }
        Button(action: player.skipBackward) {
          Image(systemName: "gobackward.15")
        }
        Button(action: player.togglePlayback) {
          Image(systemName: player.isPlaying ? "pause.circle.fill" : "play.circle.fill")
            .font(.system(size: 64))
            .contentTransition(.symbolEffect(.replace))
        }
        Button(action: player.skipForward) {
          Image(systemName: "goforward.15")
        }
        Button {
        } label: {
          Image(systemName: "repeat")
            .foregroundStyle(.secondary)
        }
      }
      .font(.title2)
      .buttonStyle(.plain)

      HStack {
        Image(systemName: "speaker.fill")
        Slider(value: $player.volume)
        Image(systemName: "speaker.wave.3.fill")
      }
      .foregroundStyle(.secondary)
    }
    .padding()
  }

  private func timeString(_ seconds: TimeInterval) -> String {
    Duration.seconds(seconds).formatted(.time(pattern: .minuteSecond))
  }
}

#Preview {
  PlayerControlsView()
}
