import TextUI

struct BadgeRow: View {
  let tags: [String]

  var body: some View {
    HStack(spacing: 1) {
      ForEach(tags, id: \.self) { tag in
        Text(tag)
          .font(.caption)
          .padding(.horizontal, 1)
          .background(Capsule().fill(Color.teal))
          .foregroundColor(.white)
      }
    }
  }
}

struct BadgeRow_Previews: PreviewProvider {
  static var previews: some View {
    BadgeRow(tags: ["swift", "swiftui", "ios"])
      .previewLayout(.sizeThatFits)
      .padding()
  }
}
