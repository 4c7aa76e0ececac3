import TextUI

struct ProfileHeader: View {
  let name: String
  let handle: String
  let followers: Int
  let following: Int

  var body: some View {
    VStack(spacing: 16) {
      Image(systemName: "person.crop.circle")
        .resizable()
        .aspectRatio(contentMode: .fit)
        .frame(width: 48, height: 20)
        .clipShape(Circle())
        .shadow(radius: 4)
      Text(name)
        .font(.title2)
        .fontWeight(.bold)
      Text("@\(handle)")
        .font(.subheadline)
        .foregroundColor(.secondary)
      HStack(spacing: 32) {
        VStack {
          Text("\(followers)").bold()
          Text("Followers").font(.caption)
        }
        VStack {
          Text("\(following)").bold()
          Text("Following").font(.caption)
        }
      }
      Button("Follow") {}
        .buttonStyle(.borderedProminent)
        .cornerRadius(8)
    }
    .padding()
  }
}

struct ProfileHeader_Previews: PreviewProvider {
  static var previews: some View {
    ProfileHeader(name: "Ada Lovelace", handle: "ada", followers: 1815, following: 42)
  }
}
