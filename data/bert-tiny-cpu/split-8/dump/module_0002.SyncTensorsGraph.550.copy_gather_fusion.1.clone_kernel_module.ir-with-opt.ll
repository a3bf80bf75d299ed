; ModuleID = '__compute_module_copy_gather_fusion.1.clone_kernel_module'
source_filename = "__compute_module_copy_gather_fusion.1.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define noalias noundef ptr @copy_gather_fusion.1.clone(ptr readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !4
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !3, !dereferenceable !5
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %8 = load ptr, ptr %7, align 8, !invariant.load !3, !dereferenceable !6
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %10 = load ptr, ptr %9, align 8
  %11 = load i64, ptr %10, align 4, !invariant.load !3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !7)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !10)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !12)
  %12 = icmp ult i64 %11, 2
  br i1 %12, label %13, label %copy_gather_fusion.1.clone_wrapped.exit

13:                                               ; preds = %1
  %14 = shl nuw nsw i64 %11, 9
  %15 = shl nuw nsw i64 %11, 16
  br label %vector.ph

vector.ph:                                        ; preds = %vector.ph, %13
  %16 = phi i64 [ 0, %13 ], [ %110, %vector.ph ]
  %17 = shl nuw nsw i64 %16, 7
  %18 = add nuw nsw i64 %17, %15
  %19 = add nuw nsw i64 %16, %14
  %20 = getelementptr inbounds nuw [1024 x i64], ptr %6, i64 0, i64 %19
  %21 = load i64, ptr %20, align 4, !invariant.load !3, !alias.scope !10, !noalias !14
  %22 = and i64 %21, 4294967295
  %23 = tail call i64 @llvm.umin.i64(i64 %22, i64 30521)
  %24 = shl nuw nsw i64 %23, 7
  %25 = getelementptr inbounds nuw [3906816 x float], ptr %4, i64 0, i64 %24
  %26 = getelementptr inbounds nuw i8, ptr %25, i64 32
  %27 = getelementptr inbounds nuw i8, ptr %25, i64 64
  %28 = getelementptr inbounds nuw i8, ptr %25, i64 96
  %wide.load = load <8 x float>, ptr %25, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load5 = load <8 x float>, ptr %26, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load6 = load <8 x float>, ptr %27, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load7 = load <8 x float>, ptr %28, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %29 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %18
  %30 = getelementptr inbounds nuw i8, ptr %29, i64 32
  %31 = getelementptr inbounds nuw i8, ptr %29, i64 64
  %32 = getelementptr inbounds nuw i8, ptr %29, i64 96
  store <8 x float> %wide.load, ptr %29, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load5, ptr %30, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load6, ptr %31, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load7, ptr %32, align 4, !alias.scope !18, !noalias !19
  %33 = or disjoint i64 %24, 32
  %34 = getelementptr inbounds nuw [3906816 x float], ptr %4, i64 0, i64 %33
  %35 = getelementptr inbounds nuw i8, ptr %34, i64 32
  %36 = getelementptr inbounds nuw i8, ptr %34, i64 64
  %37 = getelementptr inbounds nuw i8, ptr %34, i64 96
  %wide.load.1 = load <8 x float>, ptr %34, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load5.1 = load <8 x float>, ptr %35, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load6.1 = load <8 x float>, ptr %36, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load7.1 = load <8 x float>, ptr %37, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %38 = or disjoint i64 %18, 32
  %39 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %38
  %40 = getelementptr inbounds nuw i8, ptr %39, i64 32
  %41 = getelementptr inbounds nuw i8, ptr %39, i64 64
  %42 = getelementptr inbounds nuw i8, ptr %39, i64 96
  store <8 x float> %wide.load.1, ptr %39, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load5.1, ptr %40, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load6.1, ptr %41, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load7.1, ptr %42, align 4, !alias.scope !18, !noalias !19
  %43 = or disjoint i64 %24, 64
  %44 = getelementptr inbounds nuw [3906816 x float], ptr %4, i64 0, i64 %43
  %45 = getelementptr inbounds nuw i8, ptr %44, i64 32
  %46 = getelementptr inbounds nuw i8, ptr %44, i64 64
  %47 = getelementptr inbounds nuw i8, ptr %44, i64 96
  %wide.load.2 = load <8 x float>, ptr %44, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load5.2 = load <8 x float>, ptr %45, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load6.2 = load <8 x float>, ptr %46, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load7.2 = load <8 x float>, ptr %47, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %48 = or disjoint i64 %18, 64
  %49 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %48
  %50 = getelementptr inbounds nuw i8, ptr %49, i64 32
  %51 = getelementptr inbounds nuw i8, ptr %49, i64 64
  %52 = getelementptr inbounds nuw i8, ptr %49, i64 96
  store <8 x float> %wide.load.2, ptr %49, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load5.2, ptr %50, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load6.2, ptr %51, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load7.2, ptr %52, align 4, !alias.scope !18, !noalias !19
  %53 = or disjoint i64 %24, 96
  %54 = getelementptr inbounds nuw [3906816 x float], ptr %4, i64 0, i64 %53
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 32
  %56 = getelementptr inbounds nuw i8, ptr %54, i64 64
  %57 = getelementptr inbounds nuw i8, ptr %54, i64 96
  %wide.load.3 = load <8 x float>, ptr %54, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load5.3 = load <8 x float>, ptr %55, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load6.3 = load <8 x float>, ptr %56, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load7.3 = load <8 x float>, ptr %57, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %58 = or disjoint i64 %18, 96
  %59 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %58
  %60 = getelementptr inbounds nuw i8, ptr %59, i64 32
  %61 = getelementptr inbounds nuw i8, ptr %59, i64 64
  %62 = getelementptr inbounds nuw i8, ptr %59, i64 96
  store <8 x float> %wide.load.3, ptr %59, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load5.3, ptr %60, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load6.3, ptr %61, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load7.3, ptr %62, align 4, !alias.scope !18, !noalias !19
  %63 = or disjoint i64 %16, 1
  %64 = shl nuw nsw i64 %63, 7
  %65 = add nuw nsw i64 %64, %15
  %66 = add nuw nsw i64 %63, %14
  %67 = getelementptr inbounds nuw [1024 x i64], ptr %6, i64 0, i64 %66
  %68 = load i64, ptr %67, align 4, !invariant.load !3, !alias.scope !10, !noalias !14
  %69 = and i64 %68, 4294967295
  %70 = tail call i64 @llvm.umin.i64(i64 %69, i64 30521)
  %71 = shl nuw nsw i64 %70, 7
  %72 = getelementptr inbounds nuw [3906816 x float], ptr %4, i64 0, i64 %71
  %73 = getelementptr inbounds nuw i8, ptr %72, i64 32
  %74 = getelementptr inbounds nuw i8, ptr %72, i64 64
  %75 = getelementptr inbounds nuw i8, ptr %72, i64 96
  %wide.load.18 = load <8 x float>, ptr %72, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load5.19 = load <8 x float>, ptr %73, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load6.110 = load <8 x float>, ptr %74, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load7.111 = load <8 x float>, ptr %75, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %76 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %65
  %77 = getelementptr inbounds nuw i8, ptr %76, i64 32
  %78 = getelementptr inbounds nuw i8, ptr %76, i64 64
  %79 = getelementptr inbounds nuw i8, ptr %76, i64 96
  store <8 x float> %wide.load.18, ptr %76, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load5.19, ptr %77, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load6.110, ptr %78, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load7.111, ptr %79, align 4, !alias.scope !18, !noalias !19
  %80 = or disjoint i64 %71, 32
  %81 = getelementptr inbounds nuw [3906816 x float], ptr %4, i64 0, i64 %80
  %82 = getelementptr inbounds nuw i8, ptr %81, i64 32
  %83 = getelementptr inbounds nuw i8, ptr %81, i64 64
  %84 = getelementptr inbounds nuw i8, ptr %81, i64 96
  %wide.load.1.1 = load <8 x float>, ptr %81, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load5.1.1 = load <8 x float>, ptr %82, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load6.1.1 = load <8 x float>, ptr %83, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load7.1.1 = load <8 x float>, ptr %84, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %85 = or disjoint i64 %65, 32
  %86 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %85
  %87 = getelementptr inbounds nuw i8, ptr %86, i64 32
  %88 = getelementptr inbounds nuw i8, ptr %86, i64 64
  %89 = getelementptr inbounds nuw i8, ptr %86, i64 96
  store <8 x float> %wide.load.1.1, ptr %86, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load5.1.1, ptr %87, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load6.1.1, ptr %88, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load7.1.1, ptr %89, align 4, !alias.scope !18, !noalias !19
  %90 = or disjoint i64 %71, 64
  %91 = getelementptr inbounds nuw [3906816 x float], ptr %4, i64 0, i64 %90
  %92 = getelementptr inbounds nuw i8, ptr %91, i64 32
  %93 = getelementptr inbounds nuw i8, ptr %91, i64 64
  %94 = getelementptr inbounds nuw i8, ptr %91, i64 96
  %wide.load.2.1 = load <8 x float>, ptr %91, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load5.2.1 = load <8 x float>, ptr %92, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load6.2.1 = load <8 x float>, ptr %93, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load7.2.1 = load <8 x float>, ptr %94, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %95 = or disjoint i64 %65, 64
  %96 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %95
  %97 = getelementptr inbounds nuw i8, ptr %96, i64 32
  %98 = getelementptr inbounds nuw i8, ptr %96, i64 64
  %99 = getelementptr inbounds nuw i8, ptr %96, i64 96
  store <8 x float> %wide.load.2.1, ptr %96, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load5.2.1, ptr %97, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load6.2.1, ptr %98, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load7.2.1, ptr %99, align 4, !alias.scope !18, !noalias !19
  %100 = or disjoint i64 %71, 96
  %101 = getelementptr inbounds nuw [3906816 x float], ptr %4, i64 0, i64 %100
  %102 = getelementptr inbounds nuw i8, ptr %101, i64 32
  %103 = getelementptr inbounds nuw i8, ptr %101, i64 64
  %104 = getelementptr inbounds nuw i8, ptr %101, i64 96
  %wide.load.3.1 = load <8 x float>, ptr %101, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load5.3.1 = load <8 x float>, ptr %102, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load6.3.1 = load <8 x float>, ptr %103, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %wide.load7.3.1 = load <8 x float>, ptr %104, align 4, !invariant.load !3, !alias.scope !7, !noalias !17
  %105 = or disjoint i64 %65, 96
  %106 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %105
  %107 = getelementptr inbounds nuw i8, ptr %106, i64 32
  %108 = getelementptr inbounds nuw i8, ptr %106, i64 64
  %109 = getelementptr inbounds nuw i8, ptr %106, i64 96
  store <8 x float> %wide.load.3.1, ptr %106, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load5.3.1, ptr %107, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load6.3.1, ptr %108, align 4, !alias.scope !18, !noalias !19
  store <8 x float> %wide.load7.3.1, ptr %109, align 4, !alias.scope !18, !noalias !19
  %110 = add nuw nsw i64 %16, 2
  %exitcond4.not.1 = icmp eq i64 %110, 512
  br i1 %exitcond4.not.1, label %copy_gather_fusion.1.clone_wrapped.exit, label %vector.ph

copy_gather_fusion.1.clone_wrapped.exit:          ; preds = %vector.ph, %1
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #2

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 5}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 15627264}
!5 = !{i64 8192}
!6 = !{i64 524288}
!7 = !{!8}
!8 = distinct !{!8, !9, !"copy_gather_fusion.1.clone_wrapped: argument 0"}
!9 = distinct !{!9, !"copy_gather_fusion.1.clone_wrapped"}
!10 = !{!11}
!11 = distinct !{!11, !9, !"copy_gather_fusion.1.clone_wrapped: argument 1"}
!12 = !{!13}
!13 = distinct !{!13, !9, !"copy_gather_fusion.1.clone_wrapped: argument 2"}
!14 = !{!15, !8, !13}
!15 = distinct !{!15, !16, !"xla.slice_index=2"}
!16 = distinct !{!16}
!17 = !{!15, !11, !13}
!18 = !{!15, !13}
!19 = !{!8, !11}
