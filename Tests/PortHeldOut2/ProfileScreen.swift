import SwiftUI

struct StatColumn: View {
  let value: Int
  let title: String

  var body: some View {
    VStack {
      Text(value, format: .number.notation(.compactName))
        .font(.headline)
      Text(title)
        .font(.caption)
        .foregroundColor(.secondary)
    }
    .frame(maxWidth: .infinity)
  }
}

struct ProfileScreen: View {
  let profile: UserProfile
  @State private var isFollowing = false

  var body: some View {
    ScrollView {
      VStack(spacing: 16) {
        AsyncImage(url: profile.avatarURL) { image in
          image.resizable().scaledToFill()
        } placeholder: {
          Image(systemName: "person.crop.circle.fill")
            .resizable()
            .foregroundColor(.gray)
        }
        .frame(width: 96, height: 96)
        .clipShape(Circle())
        .overlay(Circle().stroke(Color.white, lineWidth: 3))
        .shadow(radius: 4)

        VStack(spacing: 4) {
          Text(profile.name)
            .font(.title2.bold())
          Text("@\(profile.handle)")
            .foregroundStyle(.secondary)
          Text(profile.bio)
            .multilineTextAlignment(.center)
            .padding(.top, 4)
        }

        HStack {
          StatColumn(value: profile.posts, title: "Posts")
          StatColumn(value: profile.followers, title: "Followers")
          StatColumn(value: profile.following, title: "Following")
        }

        Button(isFollowing ? "Following" : "Follow") {
          isFollowing.toggle()
        }
        .buttonStyle(.borderedProminent)
        .tint(isFollowing ? .gray : .accentColor)

        VStack(alignment: .leading, spacing: 8) {
          if let website = profile.website {
            Link(destination: website) {
              Label(website.host() ?? "Website", systemImage: "link")
            }
          }
          Label {
            Text("Joined \(profile.joined.formatted(.dateTime.month(.wide).year()))")
          } icon: {
            Image(systemName: "calendar")
          }
          .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal)
      }
      .padding()
    }
    .toolbar {
      ToolbarItem(placement: .topBarTrailing) {
        Menu {
          Button("Share Profile", systemImage: "square.and.arrow.up") {}
          Button("Block", systemImage: "hand.raised", role: .destructive) {}
        } label: {
          Image(systemName: "ellipsis.circle")
        }
      }
    }
  }
}

#Preview {
  NavigationStack {
    ProfileScreen(profile: .sample)
  }
}
