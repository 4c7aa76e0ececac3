import TextUI

struct ProfileCardView: View {
  let name: String
  let handle: String
  let bio: String
  let posts: Int
  let followers: Int
  let following: Int
  @State private var isFollowing = false

  var body: some View {
    VStack(spacing: 12) {
      Image(systemName: "person.crop.circle.fill")
        .resizable()
        .frame(width: 80, height: 80)
        .foregroundStyle(.blue)
      Text(name)
        .font(.title)
        .fontWeight(.bold)
      Text(handle)
        .foregroundStyle(.secondary)
      Text(bio)
        .font(.body)
        .multilineTextAlignment(.center)
        .padding(.horizontal)
      HStack(spacing: 40) {
        stat(value: posts, label: "Posts")
        stat(value: followers, label: "Followers")
        stat(value: following, label: "Following")
      }
      .padding(.vertical, 8)
      Button(isFollowing ? "Following" : "Follow") {
        isFollowing.toggle()
      }
      .buttonStyle(.borderedProminent)
    }
    .padding()
    .frame(maxWidth: 320)
    .background(
      RoundedRectangle(cornerRadius: 20)
        .fill(Color(.systemBackground))
        .shadow(radius: 8)
    )
  }

  private func stat(value: Int, label: String) -> some View {
    VStack {
      Text("\(value)")
        .font(.headline)
      Text(label)
        .font(.caption)
        .foregroundStyle(.secondary)
    }
  }
}

struct ProfileCardView_Previews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [80, 40]) }
  static var previews: some View {
    ProfileCardView(
      name: "Maya Chen", handle: "@mayabuilds", bio: "iOS developer. Coffee, climbing and SwiftUI.",
      posts: 128, followers: 2_431, following: 180)
  }
}
